// The message catalogs (web/src/i18n/messages/<namespace>/<language>.json, docs/translating.md),
// compiled at build time: `import('virtual:catalog/he/calendar')` is an ES module whose default
// export holds one function per message of that namespace, id `<namespace>.<key>`, compiled from
// ICU MessageFormat by @messageformat/core. No parser reaches the browser, and each namespace of
// each language is its own chunk, which a page loads only when it shows one of its messages
// (web/src/i18n/catalogs.ts); `virtual:catalog-loaders` holds the loader of every one.
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, isLocale } from '../../schema/domain/languages.ts';

export const MESSAGES_DIR = join(import.meta.dirname, '../../web/src/i18n/messages');
const CATALOG = 'virtual:catalog/';
const LOADERS = 'virtual:catalog-loaders';

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

/** The compiled ES module of a language's catalog: every namespace, or only the one named. */
export function compileCatalog(locale: string, dir = MESSAGES_DIR, only?: string): { code: string; files: string[] } {
  const merged = mergedMessages(locale, dir);
  const files = only ? merged.files.filter((file) => file === join(dir, only, `${locale}.json`)) : merged.files;
  const messages = only ? Object.fromEntries(Object.entries(merged.messages).filter(([id]) => id.startsWith(`${only}.`))) : merged.messages;
  // strict: plain ICU MessageFormat, and a plural's keys must be the language's categories.
  const mf = new MessageFormat(locale, { strict: true });
  return { code: compileModule(mf, messages), files };
}

/** The loaders module: `{ he: { calendar: () => import('virtual:catalog/he/calendar'), … }, … }`. */
export function loadersModule(dir = MESSAGES_DIR): string {
  const byLocale = LOCALES.map((locale) => {
    const loaders = namespaces(dir).map(
      (namespace) => `${JSON.stringify(namespace)}: () => import(${JSON.stringify(`${CATALOG}${locale}/${namespace}`)})`,
    );
    return `  ${locale}: { ${loaders.join(', ')} },`;
  });
  return `export default {\n${byLocale.join('\n')}\n};\n`;
}

/** `virtual:catalog/<language>/<namespace>`: one namespace of a language, compiled; `virtual:catalog-loaders`: their loaders. */
export function messageformatCatalogs(): Plugin {
  return {
    name: 'messageformat-catalogs',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(CATALOG) || id === LOADERS ? `\0${id}` : null;
    },
    load(id) {
      // A namespace added while `vite dev` runs needs a restart: the loaders list the folders once.
      if (id === `\0${LOADERS}`) return { code: loadersModule(), moduleType: 'js' };
      if (!id.startsWith(`\0${CATALOG}`)) return null;
      const [locale = '', namespace = ''] = id.slice(`\0${CATALOG}`.length).split('/');
      if (!isLocale(locale)) this.error(`${id}: not one of the site's languages (${LOCALES.join(', ')})`);
      if (!namespaces().includes(namespace)) this.error(`${id}: no namespace ${namespace} in ${MESSAGES_DIR}`);
      const { code, files } = compileCatalog(locale, MESSAGES_DIR, namespace);
      for (const file of files) this.addWatchFile(file);
      return { code, moduleType: 'js' };
    },
  };
}
