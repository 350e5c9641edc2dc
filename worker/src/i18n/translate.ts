// What the Worker says, in the visitor's language: messages from the Worker's catalogs
// (worker/src/i18n/messages, compiled by scripts/worker-catalogs.ts; docs/translating.md).
import type { Locale } from '#domain/languages.ts';
import catalogs, { type MessageArgs, type WorkerMessageId } from './compiled/index.js';

export type { MessageArgs, WorkerMessageId };
export type Translate = (id: WorkerMessageId, args?: MessageArgs) => string;

/** The messages of one language, by id: `translator('he')('common.notFound')`. */
export function translator(locale: Locale): Translate {
  const catalog = catalogs[locale];
  return (id, args) => catalog[id](args);
}

/** Whether an id built at run time names a message (every language has the English ids). */
export function hasMessage(id: string): id is WorkerMessageId {
  return Object.hasOwn(catalogs.en, id);
}
