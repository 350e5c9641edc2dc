import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, RTL_LOCALES, isLocale, type Locale } from '#domain/languages.ts';
import { FRAME_LANG_ATTRIBUTE } from '#domain/static-page.ts';
import { loadNamespaces, namespacesInUse } from './catalogs.ts';
import { localeFromPath } from './paths.ts';

/**
 * The language the HTML in the browser was rendered in: its <html lang>, or, on a page the Worker
 * filled into the SPA fallback (a listing's), the language of the fallback's frame, which the
 * Worker keeps aside when it sets `lang` to the page's.
 */
export function documentLocale(): Locale {
  const html = document.documentElement;
  const lang = html.getAttribute(FRAME_LANG_ATTRIBUTE) ?? html.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

export const directionOf = (locale: Locale) => (RTL_LOCALES.has(locale) ? 'rtl' : 'ltr');

/**
 * The language the page is shown in: the address's. In the browser it starts as the language the
 * HTML was rendered in (each language has its own prerendered pages and SPA fallback, so the two
 * agree on a first load), and hydration must meet that HTML; after a switch of language, the page
 * changes once the new language's catalog is in. <html lang dir> follow.
 */
export function useShownLocale(): Locale {
  const addressLocale = localeFromPath(useLocation().pathname);
  const [shown, setShown] = useState<Locale>(() => (typeof document === 'undefined' ? addressLocale : documentLocale()));
  useEffect(() => {
    if (shown === addressLocale) return;
    let current = true;
    void loadNamespaces(addressLocale, namespacesInUse()).then(() => current && startTransition(() => setShown(addressLocale)));
    return () => {
      current = false;
    };
  }, [shown, addressLocale]);
  useEffect(() => {
    document.documentElement.lang = shown;
    document.documentElement.dir = directionOf(shown);
  }, [shown]);
  return shown;
}
