import { Box, Button, Code, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { notify } from '../../app/toaster.tsx';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { SelectField } from '../forms/fields.tsx';

/** The tag a shul pastes into its own site: embed.js inserts the schedule's iframe and sizes it. */
export function embedSnippet(origin: string, synagogueId: number, lang: 'en' | 'he' = 'en'): string {
  const langAttr = lang === 'he' ? ' data-lang="he"' : '';
  return `<script src="${origin}/embed.js" data-shul="${synagogueId}"${langAttr} async></script>`;
}

/** The embedded page itself, for the live preview (the same page the script frames). */
export const embedPagePath = (synagogueId: number, lang: 'en' | 'he' = 'en') =>
  `/embed/shul/${synagogueId}${lang === 'he' ? '?lang=he' : ''}`;

/**
 * 'Show these times on your website': the snippet with a copy button, and a live preview of
 * what a visitor of the shul's site will see.
 */
export function EmbedSnippet({ synagogueId, synagogueName }: { synagogueId: number; synagogueName: string }) {
  const t = useT();
  // A manager reading the site in Hebrew most likely wants the Hebrew schedule.
  const [lang, setLang] = useState<'en' | 'he'>(useLocale() === 'he' ? 'he' : 'en');
  const languages = [
    { value: 'en', label: t('manage.embed.english') },
    { value: 'he', label: t('manage.embed.hebrew') },
  ];
  const [copied, setCopied] = useState(false);
  const codeId = useId();
  // The origin the manager is using, not the build's canonical one: the script must load from
  // wherever this Worker answers (a preview or local server as much as the public site).
  const snippet = embedSnippet(window.location.origin, synagogueId, lang);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
      notify('success', t('manage.embed.copied'), t('manage.embed.copiedText'));
    } catch {
      notify('info', t('manage.embed.copyByHand'), t('manage.embed.copyByHandText'));
    }
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t('manage.embed.intro')}
      </Text>
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Box minW={{ base: 'full', sm: '14rem' }}>
          <SelectField
            label={t('manage.embed.language')}
            name="embed-lang"
            value={lang}
            options={languages}
            onChange={(v) => setLang(v as 'en' | 'he')}
          />
        </Box>
        <Button size="sm" colorPalette="blue" onClick={() => void copy()} aria-describedby={codeId}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {t('manage.embed.copy')}
        </Button>
      </HStack>
      <Code
        id={codeId}
        dir="ltr"
        textAlign="left"
        display="block"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
        p="3"
        rounded="md"
        fontSize="sm"
        data-testid="embed-snippet"
      >
        {snippet}
      </Code>
      <Stack gap="2">
        <Heading as="h4" size="sm">
          {t('manage.embed.preview')}
        </Heading>
        <Box borderWidth="1px" rounded="md" overflow="hidden" bg="white">
          <iframe
            key={lang}
            src={embedPagePath(synagogueId, lang)}
            title={t('manage.embed.previewTitle', { name: synagogueName })}
            loading="lazy"
            style={{ width: '100%', height: '28rem', border: 0, display: 'block' }}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
