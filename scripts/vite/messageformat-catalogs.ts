// The message catalogs (web/src/i18n/messages/<namespace>/<language>.json, docs/translating.md),
// compiled at build time: `import('virtual:catalog/he')` is an ES module whose default export
// holds one function per message, id `<namespace>.<key>`, compiled from ICU MessageFormat by
// @messageformat/core. No parser reaches the browser, and each language is one chunk that only
// its own pages load.
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, isLocale } from '../../schema/domain/languages.ts';

export const MESSAGES_DIR = join(import.meta.dirname, '../../web/src/i18n/messages');
const CATALOG = 'virtual:catalog/';

/** The namespaces: the folders of the messages directory. */
export function namespaces(dir = MESSAGES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A language's messages from every namespace, each id prefixed by its namespace. */
export function mergedMessages(locale: string, dir = MESSAGES_DIR): { messages: Record<string, string>; files: string[] } {
  const messages: Record<string, string> = {};
  const files: string[] = [];
  for (const namespace of namespaces(dir)) {
    const file = join(dir, namespace, `${locale}.json`);
    if (!existsSync(file)) continue;
    files.push(file);
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, message] of Object.entries(catalog)) messages[`${namespace}.${key}`] = message;
  }
  return { messages, files };
}

/** The compiled ES module of a language's catalog. */
export function compileCatalog(locale: string, dir = MESSAGES_DIR): { code: string; files: string[] } {
  const { messages, files } = mergedMessages(locale, dir);
  // strict: plain ICU MessageFormat, and a plural's keys must be the language's categories.
  const mf = new MessageFormat(locale, { strict: true });
  return { code: compileModule(mf, messages), files };
}

/** `virtual:catalog/<language>`: that language's compiled catalog. */
export function messageformatCatalogs(): Plugin {
  return {
    name: 'messageformat-catalogs',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(CATALOG) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${CATALOG}`)) return null;
      const locale = id.slice(`\0${CATALOG}`.length);
      if (!isLocale(locale)) this.error(`${id}: not one of the site's languages (${LOCALES.join(', ')})`);
      const { code, files } = compileCatalog(locale);
      for (const file of files) this.addWatchFile(file);
      return { code, moduleType: 'js' };
    },
  };
}
