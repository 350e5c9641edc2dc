import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { Seo } from '../app/Seo.tsx';
import { passage } from '../features/texts/api/texts.ts';
import { LanguageSelector } from '../features/texts/LanguageSelector.tsx';
import { DEFAULT_LANGUAGE, type TextLanguage } from '../features/texts/language.ts';
import { Loading } from '../features/texts/Loading.tsx';
import { PassageView } from '../features/texts/PassageView.tsx';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';
import { useRead } from '../lib/useRead.ts';

/**
 * A text of the day's learning (Daf Yomi, Mishna Yomi, Nach Yomi, Rambam) opened in the app:
 * `/learn?ref=Arakhin 7a-7b&title=Daf Yomi`, read through the API's passage read.
 */
export default function LearnPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim() ?? '';
  const title = params.get('title')?.trim() || 'Daily learning';
  const [language, setLanguage] = useState<TextLanguage>(DEFAULT_LANGUAGE);
  const { data, error, isLoading } = useRead(ref ? passage(ref) : null);
  useEffect(() => {
    if (error) console.error('Learning text unavailable', ref, error);
  }, [error, ref]);

  return (
    <TextPageShell title={title} subtitle={<Text color="fg.muted">{ref}</Text>} back={{ to: '/tefillah', label: 'Back to Prayer & Study' }}>
      <Seo title={title} description="Today's learning, in Hebrew and English." path="/learn" />
      {!ref ? (
        <Text>Choose a text from the daily learning on the Prayer &amp; Study page.</Text>
      ) : (
        <Stack gap="4">
          <LanguageSelector value={language} onChange={setLanguage} />
          {isLoading && <Loading label="Loading text..." />}
          {error && <LoadFailed title={`${ref} could not be loaded from the text library. Please try again later.`} />}
          {data && (
            <>
              {data.text.every((t) => !t) && (
                <Text color="fg.muted">
                  No English translation with a licence that allows it on this site is available; the original is shown.
                </Text>
              )}
              <PassageView title={title} passage={data} language={language} />
            </>
          )}
        </Stack>
      )}
    </TextPageShell>
  );
}
