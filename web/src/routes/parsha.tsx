import { Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useLoaderData } from 'react-router';
import type { ParashasResponse } from '#contract/texts.ts';
// Build time only (the route's loader runs when the page is prerendered, and is left out of the
// browser's code): the same list of portions the API answers.
import { parashaList } from '#domain/parashas.ts';
import { useHydratedSearchParams } from '../app/hydration.ts';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { Seo } from '../app/Seo.tsx';
import { Loading } from '../features/texts/Loading.tsx';
import { ParashaList } from '../features/texts/ParashaList.tsx';
import { ReadingView } from '../features/texts/ReadingView.tsx';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';
import { localIsoDate, useParashas } from '../features/texts/useTexts.ts';

const BACK = { to: '/tefillah', label: 'Back to Prayer & Study' };

/**
 * The 54 portions, in the prerendered page's HTML so that its main content needs no request to
 * appear. "This week" is the build's, corrected by the browser's own request (useParashas).
 */
export function loader() {
  return parashaList(localIsoDate(), false);
}

/** The 54 weekly portions and this week's; `?name=` opens a portion's reading. */
export default function ParshaPage() {
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
        <Seo
          title={`Parashat ${parasha?.name ?? name}`}
          description={`The Torah reading and Haftarah of Parashat ${name}, in Hebrew and English.`}
          path={`/parsha?name=${encodeURIComponent(name)}`}
        />
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
      {error && <LoadFailed title="The Torah portions could not be loaded. Please try again later." />}
      {data && <ParashaList parashas={data.parashas} thisWeek={data.thisWeek} />}
    </TextPageShell>
  );
}
