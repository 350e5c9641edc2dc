import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../schema/domain/languages.ts';
import { catalogProblems } from './check-catalogs.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes one namespace: the same messages in every language, then `overrides` per language. */
function writeNamespace(
  namespace: string,
  messages: Record<string, string>,
  overrides: Partial<Record<string, Record<string, string> | null>> = {},
) {
  mkdirSync(join(dir, namespace));
  for (const locale of LOCALES) {
    const override = overrides[locale];
    if (override === null) continue;
    writeFileSync(join(dir, namespace, `${locale}.json`), JSON.stringify(override ?? messages));
  }
}

describe('the catalog check', () => {
  it('passes catalogs where every language has the English messages with their arguments', () => {
    writeNamespace(
      'frame',
      { hello: 'Hello {name}', count: '{n, plural, one {# shul} other {# shuls}}' },
      {
        he: { hello: 'שלום {name}', count: '{n, plural, one {בית כנסת אחד} two {שני בתי כנסת} other {# בתי כנסת}}' },
        ru: { hello: 'Привет, {name}', count: '{n, plural, one {# синагога} few {# синагоги} many {# синагог} other {# синагоги}}' },
      },
    );
    expect(catalogProblems(dir)).toEqual([]);
  });

  it('names a missing language file, a missing and an extra message', () => {
    writeNamespace('home', { title: 'Title', text: 'Text' }, { fr: null, es: { title: 'Título', extra: 'Más' } });
    expect(catalogProblems(dir)).toEqual([
      'home/fr: missing file fr.json',
      'home/es: missing text',
      'home/es: extra extra (not in en.json)',
    ]);
  });

  it('rejects broken ICU syntax, a plural category the language does not have, and other arguments than English', () => {
    writeNamespace(
      'home',
      { a: 'Hello {name}', b: '{n, plural, one {#} other {#}}', c: 'In {place}' },
      {
        he: { a: 'שלום {name', b: '{n, plural, one {#} other {#}}', c: 'ב{place}' },
        fr: { a: 'Bonjour {name}', b: '{n, plural, one {#} few {#} other {#}}', c: 'À {city}' },
      },
    );
    const problems = catalogProblems(dir);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^home\/he: a: /);
    expect(problems[1]).toMatch(/^home\/fr: b: .*few/);
    expect(problems[2]).toBe('home/fr: c uses {city}, en uses {place}');
  });

  it('rejects a namespace without its English source and a file that is not an object of strings', () => {
    writeNamespace('ads', {}, { en: null });
    writeNamespace('nav', { home: 'Home' }, { ru: { home: 3 } as unknown as Record<string, string> });
    const problems = catalogProblems(dir);
    expect(problems[0]).toBe('ads: no en.json (English is the source)');
    expect(problems[1]).toMatch(/nav[\\/]ru\.json: home is not a string$/);
  });

  it('passes the real catalogs', () => {
    expect(catalogProblems()).toEqual([]);
  });
});
