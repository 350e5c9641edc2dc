import { Box, Link, Stack, chakra } from '@chakra-ui/react';
import { ChevronDown, Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES } from '#domain/languages.ts';
import { useLocale, useT } from '../i18n/I18nProvider.tsx';
import { languageLinks } from '../i18n/preference.ts';
import { LANGUAGE_CHOICE_ATTRIBUTE } from './languageChoiceScript.ts';

/**
 * The same page in each other language: plain links (a full page load, since each language's
 * pages are prerendered in it), so they work before the app has started. Each is labelled in its
 * own language and script. The page's inline script remembers the choice (languageChoiceScript.ts).
 * The address's query is left out: the prerendered HTML has none, and hydration must meet it.
 */
function LanguageLinks({ color }: { color?: string }) {
  const { pathname } = useLocation();
  return languageLinks(pathname, useLocale()).map(({ locale, href, label }) => (
    <Link key={locale} href={href} hrefLang={locale} lang={locale} color={color} {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: locale }}>
      {label}
    </Link>
  ));
}

/** The footer's and the mobile menu's language switch: the other languages in a row. */
export function LanguageSwitch({ color }: { color?: string }) {
  const t = useT();
  return (
    <Stack as="nav" aria-label={t('frame.language.other')} direction="row" wrap="wrap" gap="4" fontSize="sm">
      <LanguageLinks color={color} />
    </Stack>
  );
}

/**
 * The header's language switch: the page's language, opening the list of the others. A
 * <details> element opens without any script.
 */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  return (
    <chakra.details position="relative" css={{ '& > summary::-webkit-details-marker': { display: 'none' } }}>
      <chakra.summary
        display="flex"
        alignItems="center"
        gap="1"
        px="2"
        py="2"
        rounded="md"
        cursor="pointer"
        listStyleType="none"
        color="fg.muted"
        fontSize="sm"
        fontWeight="medium"
        focusRing="outside"
        _hover={{ bg: 'bg.muted', color: 'fg' }}
        aria-label={`${t('frame.language.label')}: ${LANGUAGE_NAMES[locale]}`}
      >
        <Languages size={16} aria-hidden />
        {LANGUAGE_NAMES[locale]}
        <ChevronDown size={14} aria-hidden />
      </chakra.summary>
      <Box
        position="absolute"
        insetEnd="0"
        top="full"
        mt="1"
        bg="bg"
        borderWidth="1px"
        rounded="md"
        shadow="md"
        p="3"
        zIndex="dropdown"
        minW="36"
      >
        <Stack as="nav" aria-label={t('frame.language.other')} gap="2" fontSize="sm">
          <LanguageLinks />
        </Stack>
      </Box>
    </chakra.details>
  );
}
