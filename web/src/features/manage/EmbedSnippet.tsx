import { Box, Button, Code, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { notify } from '../../app/toaster.tsx';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from '#domain/languages.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { SelectField } from '../forms/fields.tsx';

/** The tag a shul pastes into its own site: embed.js inserts the schedule's iframe and sizes it. English needs no `data-lang`. */
export function embedSnippet(origin: string, synagogueId: number, lang: Locale = DEFAULT_LOCALE): string {
  const langAttr = lang === DEFAULT_LOCALE ? '' : ` data-lang="${lang}"`;
  return `<script src="${origin}/embed.js" data-shul="${synagogueId}"${langAttr} async></script>`;
}

/** The embedded page itself, for the live preview (the same page the script frames). */
export const embedPagePath = (synagogueId: number, lang: Locale = DEFAULT_LOCALE) =>
  `/embed/shul/${synagogueId}${lang === DEFAULT_LOCALE ? '' : `?lang=${lang}`}`;

/** Each language by its own name, as the language switch shows it. */
const LANGUAGES = LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value], lang: value }));

/**
 * 'Show these times on your website': the snippet with a copy button, and a live preview of
 * what a visitor of the shul's site will see.
 */
export function EmbedSnippet({ synagogueId, synagogueName }: { synagogueId: number; synagogueName: string }) {
  const t = useT();
  // A manager reading the site in a language most likely wants the schedule in it.
  const [lang, setLang] = useState<Locale>(useLocale());
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
            options={LANGUAGES}
            onChange={(v) => setLang(isLocale(v) ? v : DEFAULT_LOCALE)}
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
