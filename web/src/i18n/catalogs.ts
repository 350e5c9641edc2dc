import { LOCALES, type Locale } from '#domain/languages.ts';
import loaders from 'virtual:catalog-loaders';
import type { MessageId } from './ids.ts';

export type MessageValues = Record<string, unknown>;
type Message = (values?: MessageValues) => string;
export type Catalog = Record<MessageId, Message>;

// Each namespace of each language is its own chunk, compiled to functions at build time
// (scripts/vite/messageformat-catalogs.ts): a page loads its language's namespaces as it shows
// their messages (useT suspends until one is in), so no page carries every page's words.

/** The messages loaded so far, by language. */
const loaded: Record<Locale, Partial<Catalog>> = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<
  Locale,
  Partial<Catalog>
>;

// Each promise carries React's `status`/`value` fields once it is done, so `use()` reads a loaded
// namespace without suspending.
const loading = new Map<string, Promise<void>>();

/** The namespace of a message id: `calendar` of `calendar.title`. */
export const namespaceOf = (id: string) => id.slice(0, id.indexOf('.'));

/** Every namespace there is (the folders of web/src/i18n/messages). */
export const NAMESPACES: readonly string[] = Object.keys(loaders.en);

/** One namespace of a language, loaded once. */
export function loadNamespace(locale: Locale, namespace: string): Promise<void> {
  const key = `${locale}/${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = loaders[locale][namespace];
    const p: Promise<void> = (load ? load() : Promise.reject(new Error(`No message namespace ${namespace}`))).then(
      ({ default: messages }) => {
        Object.assign(loaded[locale], messages);
        Object.assign(p, { status: 'fulfilled', value: undefined });
      },
    );
    loading.set(key, (promise = p));
  }
  return promise;
}

/** Several namespaces of a language. */
export const loadNamespaces = (locale: Locale, namespaces: Iterable<string>) =>
  Promise.all([...namespaces].map((ns) => loadNamespace(locale, ns)));

/** Every namespace of a language, all its messages by id: for rendering at build time and for tests. */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  await loadNamespaces(locale, NAMESPACES);
  // Every namespace is in, and every language has exactly the English ids (scripts/check-catalogs.ts).
  return loaded[locale] as Catalog;
}

/** The namespaces loaded in any language: what another language must load before the page switches to it. */
export function namespacesInUse(): Set<string> {
  return new Set([...loading.keys()].map((key) => key.slice(key.indexOf('/') + 1)));
}

/** A loaded message, or undefined while its namespace is not in. */
export const loadedMessage = (locale: Locale, id: MessageId): Message | undefined => loaded[locale][id];
