import { Button, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useHydrated } from '../../app/hydration.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { psalmHref } from '../texts/psalmAddress.ts';
import { localIsoDate } from '../texts/useTexts.ts';
import { useLearning } from './useSiddurTexts.ts';

/** Today's psalms by the monthly cycle (day of the Hebrew month) and the weekly one (day of the week). */
export function TodaysPsalms({ current }: { current: number }) {
  const t = useT();
  const hydrated = useHydrated();
  const { data } = useLearning(hydrated ? localIsoDate() : null);
  if (!data) return null;
  const cycles = [
    { label: t('texts.tehillim.monthly'), psalms: data.psalms.monthly },
    { label: t('texts.tehillim.weekly'), psalms: data.psalms.weekly },
  ];
  return (
    <Stack gap="2" as="nav" aria-label={t('texts.tehillim.today')}>
      <Heading as="h2" size="md">
        {t('texts.tehillim.today')}
      </Heading>
      {cycles.map((cycle) => (
        <HStack key={cycle.label} gap="2" align="baseline" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium" minW="28">
            {cycle.label}
          </Text>
          <Wrap gap="1">
            {cycle.psalms.map((p) => (
              <Button key={p} asChild size="xs" variant={p === current ? 'solid' : 'outline'} colorPalette="teal">
                <AppLink
                  to={psalmHref(p)}
                  aria-current={p === current ? 'page' : undefined}
                  aria-label={t('texts.tehillim.psalm', { n: p })}
                >
                  {p}
                </AppLink>
              </Button>
            ))}
          </Wrap>
        </HStack>
      ))}
    </Stack>
  );
}
