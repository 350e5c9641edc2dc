import { Box, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useHydrated } from '../../app/hydration.ts';
import { localIsoDate } from '../texts/useTexts.ts';
import { customsOf } from './siddurAddress.ts';
import { TodaySummary } from './TodaySummary.tsx';
import { localTime, useLearning, useToday } from './useSiddurTexts.ts';
import { VisitorPlace } from './VisitorPlace.tsx';

/** The hub's 'Today' panel: what today changes in the prayers, and the day's learning, each opening in the app. */
export function TodayPanel() {
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
    <Stack as="section" aria-label="Today" gap="4">
      <Heading as="h2" size="xl">
        Today
      </Heading>
      <VisitorPlace label={today.data?.place?.label ?? null} />
      {today.data && (
        <Stack gap="2">
          <TodaySummary today={today.data} headingLevel="h3" />
          <HStack gap="4" wrap="wrap">
            <Link asChild colorPalette="blue">
              <RouterLink to={siddur(customs.il)}>Open the siddur at this service</RouterLink>
            </Link>
            {!today.data.il && (
              <Link asChild colorPalette="blue">
                <RouterLink to={siddur(true)}>Israel customs</RouterLink>
              </Link>
            )}
          </HStack>
        </Stack>
      )}
      {learning.data && (
        <Box borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h3" size="md">
            Daily learning
          </Heading>
          <List.Root ps="5" gap="1" mt="2">
            {learning.data.items.map((item) => (
              <List.Item key={item.key}>
                <Text as="span" fontWeight="medium">
                  {item.label}:
                </Text>{' '}
                <Link asChild colorPalette="blue">
                  <RouterLink to={`/learn?${new URLSearchParams({ ref: item.ref, title: item.label })}`}>{item.title}</RouterLink>
                </Link>
              </List.Item>
            ))}
            <List.Item>
              <Text as="span" fontWeight="medium">
                Tehillim:
              </Text>{' '}
              <Link asChild colorPalette="blue">
                <RouterLink to={`/tehillim?psalm=${learning.data.psalms.monthly[0] ?? 1}`}>
                  Psalms {learning.data.psalms.monthly[0]}–{learning.data.psalms.monthly.at(-1)} (monthly cycle)
                </RouterLink>
              </Link>
            </List.Item>
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
