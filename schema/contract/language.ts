// `?lang=`: the language a feed or an embed is written in (the API's own messages follow the
// request's Accept-Language instead).
import { DEFAULT_LOCALE, LOCALES } from '#domain/languages.ts';
import { z } from './zod.ts';

export const languageQuery = z.object({
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).default(DEFAULT_LOCALE),
});
export type LanguageQuery = z.input<typeof languageQuery>;
