import { Button, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useHydrated } from '../../app/hydration.ts';
import { psalmHref } from '../texts/psalmAddress.ts';
import { localIsoDate } from '../texts/useTexts.ts';
import { useLearning } from './useSiddurTexts.ts';

/** Today's psalms by the monthly cycle (day of the Hebrew month) and the weekly one (day of the week). */
export function TodaysPsalms({ current }: { current: number }) {
  const hydrated = useHydrated();
  const { data } = useLearning(hydrated ? localIsoDate() : null);
  if (!data) return null;
  const cycles = [
    { label: 'Monthly cycle', psalms: data.psalms.monthly },
    { label: 'Weekly cycle', psalms: data.psalms.weekly },
  ];
  return (
    <Stack gap="2" as="nav" aria-label="Today's psalms">
      <Heading as="h2" size="md">
        Today’s psalms
      </Heading>
      {cycles.map((cycle) => (
        <HStack key={cycle.label} gap="2" align="baseline" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium" minW="28">
            {cycle.label}
          </Text>
          <Wrap gap="1">
            {cycle.psalms.map((p) => (
              <Button key={p} asChild size="xs" variant={p === current ? 'solid' : 'outline'} colorPalette="teal">
                <RouterLink to={psalmHref(p)} aria-current={p === current ? 'page' : undefined} aria-label={`Psalm ${p}`}>
                  {p}
                </RouterLink>
              </Button>
            ))}
          </Wrap>
        </HStack>
      ))}
    </Stack>
  );
}
