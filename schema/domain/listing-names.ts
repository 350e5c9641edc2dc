// A listing's names (docs/domain.md: Listings' names): `name` is the name as written locally,
// `hebrewName` the Hebrew one, and `names` the English, French, Spanish and Russian ones
// (OpenStreetMap's name:en, name:fr, name:es, name:ru). A page shows the name in its own
// language, with the local name beneath when they differ. Shared by the Worker's pages and the web.
import type { Locale } from './languages.ts';

/** The languages whose names a listing keeps in `names` (Hebrew has its own column, `hebrewName`). */
export const NAME_LANGUAGES = ['en', 'fr', 'es', 'ru'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

/** A listing's names in NAME_LANGUAGES, each present only when known. */
export type ListingNames = Partial<Record<NameLanguage, string>>;

/**
 * Names in NAME_LANGUAGES' order with blanks left out, null when none is left: one spelling of
 * the same names, so that a stored value and an incoming one compare equal as JSON text.
 */
export function normalizeNames(names: Partial<Record<NameLanguage, string | null | undefined>> | null | undefined): ListingNames | null {
  if (!names) return null;
  const out: ListingNames = {};
  for (const language of NAME_LANGUAGES) {
    const name = names[language]?.trim();
    if (name) out[language] = name;
  }
  return Object.keys(out).length ? out : null;
}

export interface NamedListing {
  name: string;
  hebrewName: string | null;
  names: ListingNames | null;
}

/** The listing's name in a language, or null when it has none: `hebrewName` for Hebrew, `names` for the others. */
export function nameInLanguage(listing: NamedListing, locale: Locale): string | null {
  return (locale === 'he' ? listing.hebrewName : listing.names?.[locale]) ?? null;
}

export interface ShownNames {
  /** The name a page in this language shows first: its language's name, else the local one. */
  name: string;
  /** The language `name` is known to be in (the page's own when it is the page language's name); null when unknown. */
  lang: Locale | null;
  /** The local name, shown beneath `name` when it differs from it; null when it is `name`. */
  localName: string | null;
  /** The language the local name is known to be in (Hebrew when it is the Hebrew name too); null when unknown. */
  localLang: Locale | null;
}

/** The language a name of the listing is known to be in: Hebrew for its Hebrew name, xx for names.xx; null when none says. */
export function languageOfName(listing: NamedListing, text: string): Locale | null {
  if (text === listing.hebrewName) return 'he';
  return NAME_LANGUAGES.find((l) => listing.names?.[l] === text) ?? null;
}

/** What a page in `locale` shows of a listing's names: its language's name first, the local name beneath when different. */
export function shownNames(listing: NamedListing, locale: Locale): ShownNames {
  const own = nameInLanguage(listing, locale);
  if (own === null || own === listing.name) {
    return { name: listing.name, lang: own === null ? languageOfName(listing, listing.name) : locale, localName: null, localLang: null };
  }
  return { name: own, lang: locale, localName: listing.name, localLang: languageOfName(listing, listing.name) };
}

/** Every distinct name of the listing other than `shown`, local name first: the other names a search engine may know it by. */
export function otherNames(listing: NamedListing, shown: string): string[] {
  const all = [listing.name, listing.hebrewName, ...NAME_LANGUAGES.map((l) => listing.names?.[l])];
  return [...new Set(all.filter((n): n is string => !!n && n !== shown))];
}
