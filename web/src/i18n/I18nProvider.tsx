import { LocaleProvider } from '@chakra-ui/react';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import { loadCatalog, type MessageValues } from './catalogs.ts';
import type { MessageId } from './ids.ts';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The language the page is shown in, for the messages (useT) and Chakra's components. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext value={locale}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </LocaleContext>
  );
}

export function useLocale(): Locale {
  return use(LocaleContext);
}

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** A language's messages: `t(id, values)`. Suspends while that catalog loads (only ever for another language than the page's). */
export function useCatalogT(locale: Locale): Translate {
  const catalog = use(loadCatalog(locale));
  return useMemo(() => (id: MessageId, values?: MessageValues) => catalog[id](values), [catalog]);
}

/**
 * `t(id, values)`: the message in the page's language. The page's catalog is loaded before the
 * first render (entry.server.tsx at build time, entry.client.tsx before hydration), so this does
 * not suspend; after a switch of language in the app it suspends until that catalog is in.
 */
export function useT(): Translate {
  return useCatalogT(useLocale());
}
