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
import { useT } from '../i18n/I18nProvider.tsx';
import { useRead } from '../lib/useRead.ts';
import { badgeRecipe, iconRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ badge: badgeRecipe, icon: iconRecipe });

/**
 * A text of the day's learning (Daf Yomi, Mishna Yomi, Nach Yomi, Rambam) opened in the app:
 * `/learn?ref=Arakhin 7a-7b&title=Daf Yomi`, read through the API's passage read.
 */
export default function LearnPage() {
  const t = useT();
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim() ?? '';
  const title = params.get('title')?.trim() || t('texts.learn.title');
  const [language, setLanguage] = useState<TextLanguage>(DEFAULT_LANGUAGE);
  const { data, error, isLoading } = useRead(ref ? passage(ref) : null);
  useEffect(() => {
    if (error) console.error('Learning text unavailable', ref, error);
  }, [error, ref]);

  return (
    <TextPageShell
      title={title}
      subtitle={
        <Text color="fg.muted" dir="auto">
          {ref}
        </Text>
      }
      back={{ to: '/tefillah', label: t('texts.back.hub') }}
    >
      <Seo title={title} description={t('texts.learn.description')} path="/learn" />
      {!ref ? (
        <Text>{t('texts.learn.choose')}</Text>
      ) : (
        <Stack gap="4">
          <LanguageSelector value={language} onChange={setLanguage} />
          {isLoading && <Loading label={t('texts.learn.loading')} />}
          {error && <LoadFailed title={t('texts.learn.failed', { ref })} />}
          {data && (
            <>
              {data.text.every((line) => !line) && <Text color="fg.muted">{t('texts.learn.noTranslation')}</Text>}
              <PassageView title={title} passage={data} language={language} />
            </>
          )}
        </Stack>
      )}
    </TextPageShell>
  );
}
