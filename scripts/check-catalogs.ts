// Checks the message catalogs (the web app's, web/src/i18n/messages/<namespace>/<language>.json, and
// the Worker's, worker/src/i18n/messages; docs/translating.md) and fails (exit 1) when one is wrong: a namespace without a file for every
// language, a file that misses a message of the English one or has one it lacks, a message that is
// not valid ICU MessageFormat (strict: with that language's plural categories), or one that uses
// other arguments than the English message. Run: node scripts/check-catalogs.ts (npm test runs it).
import MessageFormat from '@messageformat/core';
import { parse, type Token } from '@messageformat/parser';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '../schema/domain/languages.ts';
import { MESSAGES_DIR, namespaces } from './vite/messageformat-catalogs.ts';
import { WORKER_MESSAGES_DIR } from './worker-catalogs.ts';

/** The arguments a message uses ({name}, {count, plural, …}), in the messages of its cases too. */
function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg);
      for (const c of token.cases) argumentsOf(c.tokens, into);
    }
  }
  return into;
}

/** The plural categories of a language, as the compiler knows them (it compiles with the same). */
const categories = (locale: string) => new MessageFormat(locale).resolvedOptions().plurals[0]?.cardinals ?? [];

function readCatalog(file: string, problems: string[]): Record<string, string> | undefined {
  try {
    const catalog: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) throw new Error('not an object of messages');
    for (const [id, message] of Object.entries(catalog)) if (typeof message !== 'string') throw new Error(`${id} is not a string`);
    return catalog as Record<string, string>;
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Every problem in the catalogs under `dir` (none: the list is empty). */
export function catalogProblems(dir = MESSAGES_DIR): string[] {
  const problems: string[] = [];
  for (const namespace of namespaces(dir)) {
    const sourceFile = join(dir, namespace, `${DEFAULT_LOCALE}.json`);
    if (!existsSync(sourceFile)) {
      problems.push(`${namespace}: no ${DEFAULT_LOCALE}.json (English is the source)`);
      continue;
    }
    const source = readCatalog(sourceFile, problems);
    if (!source) continue;
    const sourceArguments: Record<string, string> = {};
    for (const [key, message] of Object.entries(source)) {
      try {
        sourceArguments[key] = [...argumentsOf(parse(message, { cardinal: categories(DEFAULT_LOCALE), strict: true }))].sort().join(', ');
      } catch (error) {
        problems.push(`${namespace}/${DEFAULT_LOCALE}: ${key}: ${(error as Error).message}`);
      }
    }
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const where = `${namespace}/${locale}`;
      const file = join(dir, namespace, `${locale}.json`);
      if (!existsSync(file)) {
        problems.push(`${where}: missing file ${locale}.json`);
        continue;
      }
      const catalog = readCatalog(file, problems);
      if (!catalog) continue;
      for (const key of Object.keys(source)) if (!(key in catalog)) problems.push(`${where}: missing ${key}`);
      for (const [key, message] of Object.entries(catalog)) {
        if (!(key in source)) {
          problems.push(`${where}: extra ${key} (not in ${DEFAULT_LOCALE}.json)`);
          continue;
        }
        try {
          const found = [...argumentsOf(parse(message, { cardinal: categories(locale), strict: true }))].sort().join(', ');
          if (key in sourceArguments && found !== sourceArguments[key]) {
            problems.push(`${where}: ${key} uses {${found}}, ${DEFAULT_LOCALE} uses {${sourceArguments[key]}}`);
          }
        } catch (error) {
          problems.push(`${where}: ${key}: ${(error as Error).message}`);
        }
      }
    }
  }
  return problems;
}

if (import.meta.main) {
  // The web app's catalogs and the Worker's (scripts/worker-catalogs.ts).
  const problems = [...catalogProblems(), ...catalogProblems(WORKER_MESSAGES_DIR)];
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `${problems.length} catalog problem(s)` : 'catalogs: every language has exactly the English messages');
  process.exitCode = problems.length ? 1 : 0;
}
