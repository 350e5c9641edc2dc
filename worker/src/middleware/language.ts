// The language the Worker answers in: the request's Accept-Language (the web app sends its page's
// language there), matched to the site's languages by Hono's language detector, English otherwise.
// Only the header counts: a `?lang=` names what a feed or an embed is written in, not the
// language of the API's error messages.
import type { Context } from 'hono';
import { languageDetector } from 'hono/language';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '#domain/languages.ts';

export const requestLanguage = languageDetector({
  order: ['header'],
  supportedLanguages: [...LOCALES],
  fallbackLanguage: DEFAULT_LOCALE,
  caches: false,
});

/** The request's language, once `requestLanguage` has run; English before it or when it has not. */
export function requestLocale(c: Context): Locale {
  const language: unknown = c.get('language');
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
