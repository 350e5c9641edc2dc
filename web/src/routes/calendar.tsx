import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { todayIn } from '#domain/time-zone.ts';
import { browserTimeZone } from '../features/calendar/dates.ts';
import { ErrorBox, Loading, LocationBox } from '../features/calendar/Feedback.tsx';
import { LocationSearch } from '../features/calendar/LocationSearch.tsx';
import { MonthCard } from '../features/calendar/MonthCard.tsx';
import { TodayTimes } from '../features/calendar/TodayTimes.tsx';
import { SiddurAtPlaceLink } from '../features/siddur/SiddurLink.tsx';
import { useHebrewDate, useMonthCalendar, useZmanim } from '../features/calendar/useCalendarData.ts';
import { MESSAGES, useCalendarLocation } from '../features/calendar/useCalendarLocation.ts';
import { Welcome } from '../features/calendar/Welcome.tsx';
import { PlaceChoices } from '../features/calendar/PlaceChoices.tsx';
import { GeonamesCredit } from '../features/places/GeonamesCredit.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { badgeRecipe, cardSlotRecipe, iconRecipe, inputRecipe, listSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({
  badge: badgeRecipe,
  card: cardSlotRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  list: listSlotRecipe,
});

/** The calendar (docs/product-rules.md: Screens and routes): a location, today's times there, and the month's Hebrew calendar. */
export default function CalendarPage() {
  const { location, month, busy, error, pendingLabel, choices, arrivedWithRequest, searchFor, nearMe, choosePlace, moveMonth } =
    useCalendarLocation();
  const t = useT();
  const calendar = useMonthCalendar(location, month);
  const place = calendar.data?.location;
  // 'Today' is the date at the place, which may differ from the visitor's.
  const tzid = place?.tzid ?? browserTimeZone();
  const today = todayIn(tzid);
  const zmanim = useZmanim(place ? location : null, place ? today : null);
  const hebrewDate = useHebrewDate(place ? today : null);

  const shownError = error ?? (location && calendar.error ? { kind: 'message' as const, message: MESSAGES.calendarFailed } : null);
  const label = place?.label ?? (location ? pendingLabel : null);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }}>
      <Seo
        title={t('calendar.meta.title')}
        description={t('calendar.meta.description')}
        path="/calendar"
        keywords={t('calendar.meta.keywords')}
      />
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('calendar.heading')}
          </Heading>
          <Text color="fg.muted">{t('calendar.intro')}</Text>
        </Stack>
        <LocationSearch busy={busy} onSearch={searchFor} onPick={choosePlace} onNearMe={nearMe} />
        {shownError && <ErrorBox error={shownError} />}
        {label && !error && <LocationBox label={label} />}
        {!error && <PlaceChoices choices={choices} />}
        {(busy || calendar.isLoading) && <Loading />}
        {!location && !busy && !arrivedWithRequest && <Welcome />}
        {location && place && <TodayTimes date={today} tzid={place.tzid} zmanim={zmanim.data} hebrewDate={hebrewDate.data} />}
        {place?.geonameid !== undefined && <SiddurAtPlaceLink geonameid={place.geonameid} label={place.name} />}
        {location && <MonthCard month={month} data={calendar.data} today={today} onMove={moveMonth} />}
        <GeonamesCredit />
      </Stack>
    </Container>
  );
}
