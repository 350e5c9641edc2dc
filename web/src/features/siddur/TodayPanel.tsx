import { Box, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../app/hydration.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { localIsoDate } from '../texts/useTexts.ts';
import { customsOf } from './siddurAddress.ts';
import { TodaySummary } from './TodaySummary.tsx';
import { localTime, useLearning, useToday } from './useSiddurTexts.ts';
import { VisitorPlace } from './VisitorPlace.tsx';

/** The hub's 'Today' panel: what today changes in the prayers, and the day's learning, each opening in the app. */
export function TodayPanel() {
  const t = useT();
  const hydrated = useHydrated();
  const [addressParams] = useSearchParams();
  // The visitor's place and customs, as the siddur reads them (`?place=&il=`), kept in the address.
  const customs = customsOf(hydrated ? addressParams : new URLSearchParams());
  const now = hydrated ? new Date() : null;
  const today = useToday(now && { now, time: localTime(now) }, customs);
  // The learning cycles follow the date of the place when one is known.
  const learning = useLearning(today.data?.date ?? (customs.place || !now ? null : localIsoDate(now)));
  const siddur = (il: boolean | null) => {
    const query = new URLSearchParams();
    if (customs.place) query.set('place', customs.place);
    if (il !== null) query.set('il', il ? '1' : '0');
    return `/siddur${query.size ? `?${query}` : ''}`;
  };
  return (
    <Stack as="section" aria-label={t('siddur.today.heading')} gap="4">
      <Heading as="h2" size="xl">
        {t('siddur.today.heading')}
      </Heading>
      <VisitorPlace label={today.data?.place?.label ?? null} />
      {today.data && (
        <Stack gap="2">
          <TodaySummary today={today.data} headingLevel="h3" />
          <HStack gap="4" wrap="wrap">
            <Link asChild colorPalette="blue">
              <AppLink to={siddur(customs.il)}>{t('siddur.today.open')}</AppLink>
            </Link>
            {!today.data.il && (
              <Link asChild colorPalette="blue">
                <AppLink to={siddur(true)}>{t('siddur.today.israel')}</AppLink>
              </Link>
            )}
          </HStack>
        </Stack>
      )}
      {learning.data && (
        <Box borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h3" size="md">
            {t('siddur.today.learning')}
          </Heading>
          <List.Root ps="5" gap="1" mt="2">
            {learning.data.items.map((item) => (
              <List.Item key={item.key}>
                <Text as="span" fontWeight="medium">
                  {t('siddur.today.itemLabel', { label: t('siddur.today.cycle', { key: item.key }) })}
                </Text>{' '}
                <Link asChild colorPalette="blue">
                  <AppLink to={`/learn?${new URLSearchParams({ ref: item.ref, title: t('siddur.today.cycle', { key: item.key }) })}`}>
                    <bdi>{item.title}</bdi>
                  </AppLink>
                </Link>
              </List.Item>
            ))}
            <List.Item>
              <Text as="span" fontWeight="medium">
                {t('siddur.today.tehillimLabel')}
              </Text>{' '}
              <Link asChild colorPalette="blue">
                <AppLink to={`/tehillim?psalm=${learning.data.psalms.monthly[0] ?? 1}`}>
                  {t('siddur.today.tehillimLink', {
                    first: learning.data.psalms.monthly[0],
                    last: learning.data.psalms.monthly.at(-1),
                  })}
                </AppLink>
              </Link>
            </List.Item>
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
