import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Parasha } from '#contract/texts.ts';
import { notify } from '../../app/toaster.tsx';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../../i18n/links.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { DEFAULT_LANGUAGE, type TextLanguage } from './language.ts';
import { Loading } from './Loading.tsx';
import { PassageView } from './PassageView.tsx';
import { useReading } from './useTexts.ts';

/**
 * A portion's reading: Torah and, if there is one, Haftarah, in Hebrew, English
 * or both. On failure the reading is logged and the visitor is returned to the list.
 */
export function ReadingView({ name, parasha }: { name: string; parasha?: Parasha }) {
  const t = useT();
  const hebrewPage = useLocale() === 'he';
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const list = localize('/parsha');
  const [language, setLanguage] = useState<TextLanguage>(DEFAULT_LANGUAGE);
  const { data, error, isLoading } = useReading(name);

  useEffect(() => {
    if (!error) return;
    console.error('Reading unavailable', name, error);
    notify('error', t('texts.parsha.unavailable'), t('texts.parsha.unavailableText', { name }));
    navigate(list, { replace: true });
  }, [error, name, navigate, list, t]);

  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Button variant="outline" size="sm" onClick={() => navigate(list)}>
          <Icon _rtl={{ transform: 'scaleX(-1)' }}>
            <ArrowLeft aria-hidden />
          </Icon>{' '}
          {t('texts.parsha.backToAll')}
        </Button>
        <LanguageSelector value={language} onChange={setLanguage} />
      </HStack>
      {parasha && (
        <Text color="fg.muted">
          {t('texts.parsha.position', { number: parasha.number, book: hebrewPage ? parasha.hebrewBook : parasha.book })}
        </Text>
      )}
      {isLoading || !data ? (
        <Loading label={t('texts.parsha.loadingReading')} />
      ) : (
        <Stack gap="10">
          <PassageView title={t('texts.parsha.torah')} passage={data.torah} language={language} />
          {data.haftarah && <PassageView title={t('texts.parsha.haftarah')} passage={data.haftarah} language={language} />}
        </Stack>
      )}
    </Stack>
  );
}
