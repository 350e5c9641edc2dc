// A page's address in each language, shared by the web app (its links and prerendering) and the
// Worker (the pages, links and sitemaps it writes).
import { DEFAULT_LOCALE, PREFIXED_LOCALES, isLocale, type Locale } from './languages.ts';

/** The language of a path: its first segment when that is a prefixed language, else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: /he/search → /search, /he → /. */
export function unlocalizedPath(pathname: string): string {
  if (localeFromPath(pathname) === DEFAULT_LOCALE) return pathname;
  return pathname.slice(pathname.indexOf('/', 1) === -1 ? pathname.length : pathname.indexOf('/', 1)) || '/';
}

/**
 * A path (with its query, if any) in a language: localizePath('/search', 'he') → '/he/search', localizePath('/he/search',
 * 'fr') → '/fr/search', localizePath('/', 'he') → '/he' (no trailing slash: the prerendered
 * page is `he/index.html`, which the static assets serve at `/he`).
 */
export function localizePath(to: string, locale: Locale): string {
  const split = to.search(/[?#]/);
  const [pathname, suffix] = split === -1 ? [to, ''] : [to.slice(0, split), to.slice(split)];
  const rest = unlocalizedPath(pathname);
  if (locale === DEFAULT_LOCALE) return rest + suffix;
  return (rest === '/' ? `/${locale}` : `/${locale}${rest}`) + suffix;
}

/** Every path of a page in every language (for the build's prerendering). */
export function pathsInEveryLanguage(paths: readonly string[]): string[] {
  return [...paths, ...PREFIXED_LOCALES.flatMap((locale) => paths.map((path) => localizePath(path, locale)))];
}
