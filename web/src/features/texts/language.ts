// Texts show in Hebrew, English or both; both by default (an empty choice means both).
export const TEXT_LANGUAGES = ['hebrew', 'english', 'both'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TextLanguage = 'both';

export const showsHebrew = (language: TextLanguage) => language !== 'english';
export const showsEnglish = (language: TextLanguage) => language !== 'hebrew';

export function parseLanguage(value: string | null | undefined): TextLanguage {
  return (TEXT_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as TextLanguage) : DEFAULT_LANGUAGE;
}
