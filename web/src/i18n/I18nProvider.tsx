import { LocaleProvider } from '@chakra-ui/react';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import { loadNamespace, loadedMessage, namespaceOf, type MessageValues } from './catalogs.ts';
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

/**
 * A language's messages: `t(id, values)`, called while rendering. A message whose namespace is not
 * loaded yet suspends the component until it is (React's `use`, which may be called inside a
 * function the render calls): during hydration React keeps the server's HTML meanwhile, so the
 * text never changes under the reader.
 */
export function useCatalogT(locale: Locale): Translate {
  return useMemo(
    () => (id: MessageId, values?: MessageValues) => {
      let message = loadedMessage(locale, id);
      if (!message) {
        const loading = loadNamespace(locale, namespaceOf(id));
        try {
          // Everything but the TypeError below is rethrown at once, React's suspension included.
          // eslint-disable-next-line react-hooks/rules-of-hooks
          use(loading);
        } catch (error) {
          // Outside a render (an event handler) React has no dispatcher and `use` throws a
          // TypeError: the message is not in yet, so its id stands in while the namespace loads.
          if (error instanceof TypeError) return id;
          throw error;
        }
        message = loadedMessage(locale, id);
      }
      // Every language has exactly the English ids (scripts/check-catalogs.ts).
      return message ? message(values) : id;
    },
    [locale],
  );
}

/**
 * Suspends the component until these namespaces of the page's language are in: for messages a
 * component says only outside its render (validation run by zod, a toast after a click), where
 * `t` cannot suspend.
 */
export function useMessages(...namespaces: string[]): void {
  const locale = useLocale();
  for (const namespace of namespaces) use(loadNamespace(locale, namespace));
}

/**
 * `t(id, values)`: the message in the page's language. The frame's namespace and the page's usual
 * ones are loaded before the first render (entry.client.tsx; at build time every one:
 * entry.server.tsx); any other suspends its component until it is in.
 */
export function useT(): Translate {
  return useCatalogT(useLocale());
}
