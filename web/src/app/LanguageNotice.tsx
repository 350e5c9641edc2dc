import { Box, CloseButton, Container, HStack, Link, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '#domain/languages.ts';
import { useCatalogT, useLocale } from '../i18n/I18nProvider.tsx';
import { NOTICE_DISMISSED_COOKIE, languageLinks, offeredLocale, yearCookie } from '../i18n/preference.ts';
import { useHydrated } from './hydration.ts';
import { LANGUAGE_CHOICE_ATTRIBUTE } from './languageChoiceScript.ts';

/**
 * 'This page is available in עברית': offered, in that language, to a visitor whose browser prefers
 * another language the site speaks than the page's, until they pick a language or dismiss it.
 * Never a redirect. It depends on the visitor's browser, so it appears only after hydration.
 */
export function LanguageNotice() {
  const hydrated = useHydrated();
  const pageLocale = useLocale();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed) return null;
  const offered = offeredLocale({ pageLocale, languages: navigator.languages, cookies: document.cookie });
  if (!offered) return null;
  const dismiss = () => {
    document.cookie = yearCookie(NOTICE_DISMISSED_COOKIE, '1');
    setDismissed(true);
  };
  // The offered language's catalog loads only for this visitor.
  return (
    <Suspense fallback={null}>
      <Offer locale={offered} onDismiss={dismiss} />
    </Suspense>
  );
}

function Offer({ locale, onDismiss }: { locale: Locale; onDismiss: () => void }) {
  const t = useCatalogT(locale);
  const { pathname } = useLocation();
  const href = languageLinks(pathname, useLocale()).find((link) => link.locale === locale)?.href;
  return (
    <Box as="aside" bg="blue.50" borderBottomWidth="1px" lang={locale} dir="auto" role="region" aria-label={t('frame.language.label')}>
      <Container maxW="7xl" py="2">
        <HStack gap="3" justify="space-between">
          <Text fontSize="sm">
            {t('frame.languageNotice.available')}{' '}
            <Link href={href} hrefLang={locale} fontWeight="semibold" color="blue.800" {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: locale }}>
              {t('frame.languageNotice.open')}
            </Link>
          </Text>
          <CloseButton size="sm" aria-label={t('frame.languageNotice.dismiss')} onClick={onDismiss} />
        </HStack>
      </Container>
    </Box>
  );
}
