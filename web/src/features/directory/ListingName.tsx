// A listing's name as the page's language shows it (docs/domain.md: Listings' names): the name in
// that language when the listing has one, else its local name; and the local name beneath when the
// two differ. Used wherever a listing is named in a list, a popup or its own page's header.
import { Text, type TextProps } from '@chakra-ui/react';
import type { Locale } from '#domain/languages.ts';
import { shownNames, type NamedListing, type ShownNames } from '#domain/listing-names.ts';
import { useLocale } from '../../i18n/I18nProvider.tsx';

/** What this page shows of a listing's names. */
export function useShownNames(listing: NamedListing): ShownNames {
  return shownNames(listing, useLocale());
}

/** The language attribute a name takes: its own when known and not the page's (which it inherits). */
const langOf = (lang: Locale | null, page: Locale) => (lang && lang !== page ? lang : undefined);

/**
 * The shown name, isolated (`<bdi>`) so that a name in another script never reorders the text
 * around it, with its language when it is known and not the page's.
 */
export function ShownName({ listing }: { listing: NamedListing }) {
  const names = useShownNames(listing);
  return <bdi lang={langOf(names.lang, useLocale())}>{names.name}</bdi>;
}

/**
 * The local name beneath the shown one; nothing when they are the same. The line runs in the
 * page's direction (it starts where the name above starts); the name inside it in its own.
 */
export function LocalName({ listing, ...props }: { listing: NamedListing } & TextProps) {
  const locale = useLocale();
  const names = shownNames(listing, locale);
  if (!names.localName) return null;
  return (
    <Text textAlign="start" data-testid="local-name" {...props}>
      <bdi lang={langOf(names.localLang, locale)}>{names.localName}</bdi>
    </Text>
  );
}
