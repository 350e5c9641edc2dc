import { LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from '#domain/languages.ts';
import { localizePath } from './paths.ts';

// The visitor's choice of language: a cookie set when they pick one in the language switch, and
// one when they dismiss the notice that offers their browser's language. The site never redirects
// by language: the notice only offers the page in the browser's language.

export const LANGUAGE_COOKIE = 'lang';
export const NOTICE_DISMISSED_COOKIE = 'lang_notice';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A year-long, site-wide cookie (`document.cookie = …`). */
export const yearCookie = (name: string, value: string) => `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

/** A cookie's value in `document.cookie`'s text, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The first of the browser's languages ('he-IL', 'fr', 'iw') that the site speaks. */
export function browserLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    // 'iw' is Hebrew's former code, which some browsers still send.
    const locale = primary === 'iw' ? 'he' : primary;
    if (isLocale(locale)) return locale;
  }
  return undefined;
}

/**
 * The language to offer the page in: the browser's preferred one when the site speaks it and it
 * is not the page's, unless the visitor has picked a language or dismissed the offer.
 */
export function offeredLocale({
  pageLocale,
  languages,
  cookies,
}: {
  pageLocale: Locale;
  languages: readonly string[];
  cookies: string;
}): Locale | undefined {
  if (readCookie(cookies, LANGUAGE_COOKIE) !== undefined || readCookie(cookies, NOTICE_DISMISSED_COOKIE) !== undefined) return undefined;
  const preferred = browserLocale(languages);
  return preferred && preferred !== pageLocale ? preferred : undefined;
}

export interface LanguageLink {
  locale: Locale;
  /** The same page in that language. */
  href: string;
  /** The language's name in itself. */
  label: string;
}

/** The language switch's links: the page (with its query) in every other language. */
export function languageLinks(path: string, current: Locale): LanguageLink[] {
  return LOCALES.filter((locale) => locale !== current).map((locale) => ({
    locale,
    href: localizePath(path, locale),
    label: LANGUAGE_NAMES[locale],
  }));
}
