import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Parasha } from '#contract/texts.ts';
import { notify } from '../../app/toaster.tsx';
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
  const navigate = useNavigate();
  const [language, setLanguage] = useState<TextLanguage>(DEFAULT_LANGUAGE);
  const { data, error, isLoading } = useReading(name);

  useEffect(() => {
    if (!error) return;
    console.error('Reading unavailable', name, error);
    notify('error', 'Reading unavailable', `The reading of ${name} could not be loaded from the text library. Please try again later.`);
    navigate('/parsha', { replace: true });
  }, [error, name, navigate]);

  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Button variant="outline" size="sm" onClick={() => navigate('/parsha')}>
          <ArrowLeft aria-hidden /> Back to All Parshas
        </Button>
        <LanguageSelector value={language} onChange={setLanguage} />
      </HStack>
      {parasha && (
        <Text color="fg.muted">
          Portion {parasha.number} of 54 · {parasha.book}
        </Text>
      )}
      {isLoading || !data ? (
        <Loading label="Loading reading..." />
      ) : (
        <Stack gap="10">
          <PassageView title="Torah Reading" passage={data.torah} language={language} />
          {data.haftarah && <PassageView title="Haftarah" passage={data.haftarah} language={language} />}
        </Stack>
      )}
    </Stack>
  );
}
