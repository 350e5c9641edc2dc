// What a page shows that is the English interface: the page's text nodes and labels compared
// with the English catalogs (web/src/i18n/messages), for pages in other languages. Only messages
// whose translation differs from the English (not 'Sefard', not a bare '{name}') and that have no
// argument are compared, each as a whole text or label: a listing's or a person's name that
// happens to contain an English word is never counted.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Locale } from '../schema/domain/languages.ts';

const MESSAGES_DIR = join(import.meta.dirname, '../web/src/i18n/messages');

const readCatalog = (namespace: string, locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(join(MESSAGES_DIR, namespace, `${locale}.json`), 'utf8')) as Record<string, string>;

/** English messages without arguments whose translation into `locale` is other words. */
export function englishOnlyMessages(locale: Locale): Set<string> {
  const english = new Set<string>();
  for (const namespace of readdirSync(MESSAGES_DIR)) {
    const en = readCatalog(namespace, 'en');
    const translated = readCatalog(namespace, locale);
    for (const [key, text] of Object.entries(en)) {
      const trimmed = text.trim();
      if (trimmed.includes('{') || trimmed.length < 3 || !/[A-Za-z]{3}/.test(trimmed)) continue;
      if (translated[key]?.trim() === trimmed) continue;
      english.add(trimmed);
    }
  }
  return english;
}

/**
 * Every text node's text and every label (aria-label, title, placeholder, alt) on the page, trimmed;
 * not what an element marks as another language (the language switch names English in English).
 */
export const shownTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const inPageLanguage = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? pageLang) === pageLang;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template') || !inPageLanguage(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!inPageLanguage(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

/** The English interface texts `page` shows, for a page in `locale`. */
export async function englishInterfaceLeft(page: Page, english: Set<string>): Promise<string[]> {
  return [...new Set((await shownTexts(page)).filter((text) => english.has(text)))];
}
