import { Alert, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import { useHydratedSearchParams } from '../app/hydration.ts';
import type { Parasha, ParashasResponse } from '#contract/texts.ts';
import { EmptyResults } from '../app/EmptyResults.tsx';
import { Seo } from '../app/Seo.tsx';
import { FeaturedParasha } from '../features/texts/FeaturedParasha.tsx';
import { Loading } from '../features/texts/Loading.tsx';
import { ParashaCard } from '../features/texts/ParashaCard.tsx';
import { filterParashas } from '../features/texts/parashaFilter.ts';
import { ReadingView } from '../features/texts/ReadingView.tsx';
import { useTypedBeforeStart } from '../features/forms/typedBeforeStart.ts';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';
import { localIsoDate, useParashas } from '../features/texts/useTexts.ts';

const BACK = { to: '/tefillah', label: 'Back to Prayer & Study' };

/** The 54 weekly portions and this week's; `?name=` opens a portion's reading. */
export function ParshaPage() {
  const [params] = useHydratedSearchParams();
  const name = params.get('name');
  const answer = useParashas(localIsoDate(), useLoaderData<ParashasResponse | undefined>());
  // The list of 54 cards renders in the background, in slices, once the answer is in: the page
  // keeps responding meanwhile (total blocking time: docs/product-rules.md: Budgets).
  const data = useDeferredValue(answer.data);
  const { error } = answer;
  const isLoading = answer.isLoading || (answer.data !== undefined && data === undefined);
  const parasha = data?.parashas.find((p) => p.name === name);

  if (name) {
    return (
      <TextPageShell
        title={parasha?.name ?? name}
        subtitle={
          parasha && (
            <Text lang="he" dir="rtl" fontFamily="hebrew" fontSize="2xl" alignSelf="flex-start">
              {parasha.hebrewName}
            </Text>
          )
        }
        back={BACK}
      >
        <Seo title={`Parashat ${parasha?.name ?? name}`} description={`The Torah reading and Haftarah of Parashat ${name}, in Hebrew and English.`} path={`/parsha?name=${encodeURIComponent(name)}`} />
        <ReadingView name={name} parasha={parasha} />
      </TextPageShell>
    );
  }

  return (
    <TextPageShell title="Weekly Parsha" subtitle={<Text color="fg.muted">The 54 Torah portions with their Haftarah</Text>} back={BACK}>
      <Seo
        title="Weekly Parsha"
        description="The 54 weekly Torah portions with Hebrew names, references and Haftarah, this week's portion, and the readings in Hebrew and English."
        path="/parsha"
        keywords="parsha, parashat hashavua, torah portion, haftarah, weekly torah reading"
      />
      {isLoading && <Loading label="Loading Torah portions..." />}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The Torah portions could not be loaded. Please try again later.</Alert.Title>
        </Alert.Root>
      )}
      {data && <ParashaList parashas={data.parashas} thisWeek={data.thisWeek} />}
    </TextPageShell>
  );
}

function ParashaList({ parashas, thisWeek }: { parashas: Parasha[]; thisWeek: { date: string; names: string[] } }) {
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
        <Field.Label>Filter Torah portions</Field.Label>
        <Input ref={filterRef} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Name, book or reference" />
      </Field.Root>
      {shown.length === 0 ? (
        <EmptyResults title="No Torah portions found matching your search." />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label="Torah portions">
          {shown.map((p) => (
            <li key={p.number}>
              <ParashaCard parasha={p} thisWeek={thisWeek.names.includes(p.name)} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
