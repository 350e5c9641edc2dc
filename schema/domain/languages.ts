// The languages the site speaks, shared by the web app (its addresses and catalogs) and the Worker
// (which answers 404 for a language prefix it does not serve). English is the source language and
// lives at the root (/search); every other language under its prefix (/he/search).

export const LOCALES = ['en', 'he', 'fr', 'es', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages written right to left. */
export const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['he']);

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The languages that have a prefix: all but English, whose pages are at the root. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/**
 * Whether a path starts with what looks like a language prefix the site does not serve: `/xx/…`,
 * `/pt-br/…`, and `/en/…` (English has no prefix). No page of the app has a two-letter first
 * segment, so such a path is never a page.
 */
export function hasUnservedLanguagePrefix(pathname: string): boolean {
  const first = /^\/([a-z]{2}(?:-[a-z]{2,4})?)(?:\/|$)/i.exec(pathname)?.[1];
  return first !== undefined && !(PREFIXED_LOCALES as readonly string[]).includes(first);
}

/** Each language's name in its own language and script, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  he: 'עברית',
  fr: 'Français',
  es: 'Español',
  ru: 'Русский',
};

/**
 * An app page's path in a language, for links written outside the web app (mail, feeds, the
 * embed): `/auth/verify` → `/he/auth/verify`; English keeps the root. Query and hash stay as they are.
 */
export function pagePathIn(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}
