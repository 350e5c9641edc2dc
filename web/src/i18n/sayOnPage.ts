// Messages said where no component renders them (a toast from a module's catch, a redirect's
// notice): in the language of the page's address, from what the page has loaded. The frame's
// namespace is always in (entry.client.tsx), and a form's while the form is shown; a namespace
// not in yet is asked for, and meanwhile the English words stand in, else the id.
import type { Locale } from '#domain/languages.ts';
import { loadNamespace, loadedMessage, namespaceOf, type MessageValues } from './catalogs.ts';
import type { MessageId } from './ids.ts';
import { localeFromPath } from './paths.ts';

/** The language of the page the browser shows. */
export const pageLocale = (): Locale => localeFromPath(globalThis.location?.pathname ?? '/');

export function sayOnPage(id: MessageId, values?: MessageValues): string {
  const locale = pageLocale();
  const message = loadedMessage(locale, id);
  if (message) return message(values);
  void loadNamespace(locale, namespaceOf(id)).catch(() => undefined);
  return loadedMessage('en', id)?.(values) ?? id;
}
