import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import type { Parasha } from '#contract/texts.ts';
import { EmptyResults } from '../../app/EmptyResults.tsx';
import { skippedWhileOffScreen } from '../../app/offScreen.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useTypedBeforeStart } from '../forms/typedBeforeStart.ts';
import { FeaturedParasha } from './FeaturedParasha.tsx';
import { ParashaCard } from './ParashaCard.tsx';
import { filterParashas } from './parashaFilter.ts';

const CARD_SKIPPED_OFF_SCREEN = skippedWhileOffScreen('11rem');

/** This week's portion(s) featured, then the 54 as cards in Torah order, with a filter. */
export function ParashaList({ parashas, thisWeek }: { parashas: Parasha[]; thisWeek: { date: string; names: string[] } }) {
  const t = useT();
  const [query, setQuery] = useState('');
  // The list is on the prerendered page: a filter typed before the app starts is kept.
  const filterRef = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(filterRef, query, setQuery);
  const sorted = useMemo(() => [...parashas].sort((a, b) => a.number - b.number), [parashas]);
  const shown = useMemo(() => filterParashas(sorted, query), [sorted, query]);
  const current = thisWeek.names.flatMap((n) => sorted.filter((p) => p.name === n));

  return (
    <Stack gap="6">
      <FeaturedParasha parashas={current} shabbat={thisWeek.date} />
      <Field.Root maxW={{ md: 'md' }}>
        <Field.Label>{t('texts.parsha.filter')}</Field.Label>
        <Input
          ref={filterRef}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('texts.parsha.filterPlaceholder')}
        />
      </Field.Root>
      {shown.length === 0 ? (
        <EmptyResults title={t('texts.parsha.none')} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label={t('texts.parsha.list')}>
          {shown.map((p) => (
            <li key={p.number} style={CARD_SKIPPED_OFF_SCREEN}>
              <ParashaCard parasha={p} thisWeek={thisWeek.names.includes(p.name)} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
