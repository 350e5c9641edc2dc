// /kaddish: the date of passing (civil with 'after sunset', or Hebrew) and where the mourner
// davens → the year's dates, the minyanim near those places, and (signed in) saving it.
import { Box, Button, Card, Checkbox, Field, HStack, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useRead } from '#web-lib/useRead.ts';
import type { MessageId } from '../../i18n/ids.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { yahrzeit, type DeathInput } from './api.ts';
import { forgetKaddish, loadKaddishInputs, storeKaddishInputs, yahrzeitWithDevice, type KaddishInputs } from './deviceCopies.ts';
import { todayHere } from './dates.ts';
import { KaddishDates } from './KaddishDates.tsx';
import { NearbyMinyanim } from './NearbyMinyanim.tsx';
import { PlacePicker } from './PlacePicker.tsx';
import type { ChosenPlace } from './places.ts';
import { SavedKaddish } from './SavedKaddish.tsx';

const MAX_PLACES = 5;
/** Hebcal's month numbers in the order of the year from Tishrei. */
const MONTH_ORDER = [7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4, 5, 6];
const monthId = (m: number) => `plans.month.${m}` as MessageId;

export function KaddishPlanner() {
  const t = useT();
  const [calendar, setCalendar] = useState<'civil' | 'hebrew'>('civil');
  const [date, setDate] = useState('');
  const [afterSunset, setAfterSunset] = useState(false);
  const [hebrew, setHebrew] = useState({ hd: 1, hm: 7, hy: 5786 });
  const [places, setPlaces] = useState<(ChosenPlace | null)[]>([null]);
  const [death, setDeath] = useState<DeathInput | null>(null);
  // What this device keeps of the page (the inputs last shown), for 'Forget on this device'.
  const [kept, setKept] = useState<KaddishInputs | null>(null);
  const year = useRead(death ? yahrzeitWithDevice(yahrzeit(death, todayHere()), death) : null);

  useEffect(() => {
    // The inputs last shown come back from this device once the page runs in the browser.
    const inputs = loadKaddishInputs();
    if (!inputs) return;
    /* eslint-disable react-hooks/set-state-in-effect */
    setKept(inputs);
    setCalendar(inputs.calendar);
    setDate(inputs.date);
    setAfterSunset(inputs.afterSunset);
    setHebrew(inputs.hebrew);
    setPlaces(inputs.places.length ? inputs.places : [null]);
    setDeath(inputs.calendar === 'civil' ? (inputs.date ? { date: inputs.date, afterSunset: inputs.afterSunset } : null) : inputs.hebrew);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);
  const chosen = places.filter((p): p is ChosenPlace => p !== null);

  const show = (e: React.FormEvent) => {
    e.preventDefault();
    if (calendar === 'civil') {
      if (date) setDeath({ date, afterSunset });
    } else setDeath(hebrew);
    const inputs: KaddishInputs = { calendar, date, afterSunset, hebrew, places };
    storeKaddishInputs(inputs);
    setKept(inputs);
  };

  return (
    <Stack gap="5">
      <Card.Root as="section" className="no-print">
        <Card.Body>
          <Stack as="form" gap="4" onSubmit={show}>
            <Field.Root>
              <Field.Label>{t('plans.kaddish.calendar')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={calendar} onChange={(e) => setCalendar(e.target.value as 'civil' | 'hebrew')}>
                  <option value="civil">{t('plans.kaddish.civil')}</option>
                  <option value="hebrew">{t('plans.kaddish.hebrew')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {calendar === 'civil' ? (
              <Stack gap="2">
                <Field.Root required>
                  <Field.Label>{t('plans.kaddish.date')}</Field.Label>
                  <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} maxW="xs" />
                </Field.Root>
                <Checkbox.Root checked={afterSunset} onCheckedChange={(e) => setAfterSunset(e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('plans.kaddish.afterSunset')}</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            ) : (
              <HStack gap="2" wrap="wrap" align="end">
                <Field.Root maxW="24">
                  <Field.Label>{t('plans.kaddish.day')}</Field.Label>
                  <Input
                    type="number"
                    min={1}
                    max={30}
                    value={hebrew.hd}
                    onChange={(e) => setHebrew({ ...hebrew, hd: Number(e.target.value) })}
                  />
                </Field.Root>
                <Field.Root maxW="56">
                  <Field.Label>{t('plans.kaddish.month')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={hebrew.hm} onChange={(e) => setHebrew({ ...hebrew, hm: Number(e.target.value) })}>
                      {MONTH_ORDER.map((m) => (
                        <option key={m} value={m}>
                          {t(monthId(m))}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root maxW="28">
                  <Field.Label>{t('plans.kaddish.year')}</Field.Label>
                  <Input
                    type="number"
                    min={5000}
                    max={6000}
                    value={hebrew.hy}
                    onChange={(e) => setHebrew({ ...hebrew, hy: Number(e.target.value) })}
                  />
                </Field.Root>
              </HStack>
            )}
            <Stack gap="3">
              <Heading as="h2" size="md">
                {t('plans.kaddish.places')}
              </Heading>
              {places.map((place, i) => (
                <PlacePicker
                  key={i}
                  label={t('plans.kaddish.place', { n: i + 1 })}
                  value={place}
                  onChange={(p) => setPlaces(places.map((old, j) => (j === i ? p : old)))}
                />
              ))}
              {places.length < MAX_PLACES && (
                <Box>
                  <Button size="sm" variant="outline" onClick={() => setPlaces([...places, null])}>
                    {t('plans.kaddish.addPlace')}
                  </Button>
                </Box>
              )}
            </Stack>
            <Box>
              <Button type="submit">{t('plans.kaddish.show')}</Button>
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {t('plans.kaddish.privacy')}
            </Text>
            {kept && (
              <Box>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => {
                    void forgetKaddish(kept);
                    setKept(null);
                    setDeath(null);
                    setDate('');
                    setAfterSunset(false);
                    setPlaces([null]);
                  }}
                >
                  {t('saved.plans.kaddishForget')}
                </Button>
              </Box>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      {year.error && (
        <Text color="fg.error" role="alert">
          {t('plans.kaddish.invalidDate')}
        </Text>
      )}
      {year.data && <KaddishDates year={year.data} />}
      {death && chosen.length > 0 && <NearbyMinyanim places={chosen} />}
      <SavedKaddish death={death} places={chosen} />
    </Stack>
  );
}
