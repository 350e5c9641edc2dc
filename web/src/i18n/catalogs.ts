import type { Locale } from '#domain/languages.ts';
import type { MessageId } from './ids.ts';

export type MessageValues = Record<string, unknown>;
export type Catalog = Record<MessageId, (values?: MessageValues) => string>;
type CatalogModule = Promise<{ default: Record<string, (values?: MessageValues) => string> }>;

// Each language's catalog is its own chunk, compiled to functions at build time
// (scripts/vite/messageformat-catalogs.ts): a page loads only its own language's.
const importers: Record<Locale, () => CatalogModule> = {
  en: () => import('virtual:catalog/en'),
  he: () => import('virtual:catalog/he'),
  fr: () => import('virtual:catalog/fr'),
  es: () => import('virtual:catalog/es'),
  ru: () => import('virtual:catalog/ru'),
};

const loading = new Map<Locale, Promise<Catalog>>();

/**
 * A language's catalog, loaded once. The promise carries React's `status`/`value` fields once it
 * is done, so `use()` reads a loaded catalog without suspending (a render never waits for a
 * catalog that entry.client.tsx or entry.server.tsx already loaded).
 */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  let promise = loading.get(locale);
  if (!promise) {
    // Every language has exactly the English ids (scripts/check-catalogs.ts).
    const p: Promise<Catalog> = importers[locale]().then(({ default: catalog }) => {
      Object.assign(p, { status: 'fulfilled', value: catalog });
      return catalog as Catalog;
    });
    loading.set(locale, (promise = p));
  }
  return promise;
}
