// embed.js run in a page (jsdom), as a shul's website runs it.
import { afterEach, describe, expect, it } from 'vitest';
import { EMBED_SCRIPT } from './script.ts';

const ORIGIN = 'https://shulfinder.example';

// The Worker's types hold no DOM; this test runs in jsdom (vitest.config.ts), whose document is
// declared here as far as the test uses it.
interface PageElement {
  src: string;
  title: string;
  tagName: string;
  setAttribute(name: string, value: string): void;
  readonly nextElementSibling: PageElement | null;
}
declare const document: {
  createElement(tag: string): PageElement;
  body: { append(node: PageElement): void; replaceChildren(): void };
};

/** Runs the script as the page's current script, with these attributes; answers the iframe it inserted. */
function embed(attributes: Record<string, string>): PageElement | null {
  const script = document.createElement('script');
  script.src = `${ORIGIN}/embed.js`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  const page = { currentScript: script, createElement: (tag: string) => document.createElement(tag) };
  // The script reads `document` as a page's global; here it is handed the page with this script current.
  new Function('document', EMBED_SCRIPT)(page);
  const next = script.nextElementSibling;
  return next?.tagName === 'IFRAME' ? next : null;
}

afterEach(() => document.body.replaceChildren());

describe('embed.js', () => {
  it('frames the English page without a lang, titled in English', () => {
    const frame = embed({ 'data-shul': '42' });
    expect(frame?.src).toBe(`${ORIGIN}/embed/shul/42`);
    expect(frame?.title).toBe('Minyan times');
  });

  it.each([
    ['he', 'זמני תפילות'],
    ['fr', 'Horaires des offices'],
    ['es', 'Horarios de rezo'],
    ['ru', 'Расписание молитв'],
  ])('frames the page in %s, titled in that language', (lang, title) => {
    const frame = embed({ 'data-shul': '42', 'data-lang': lang });
    expect(frame?.src).toBe(`${ORIGIN}/embed/shul/42?lang=${lang}`);
    expect(frame?.title).toBe(title);
  });

  it('reads a regional tag as its language, and an unknown one as English', () => {
    expect(embed({ 'data-shul': '7', 'data-lang': 'fr-CA' })?.src).toBe(`${ORIGIN}/embed/shul/7?lang=fr`);
    expect(embed({ 'data-shul': '7', 'data-lang': 'HE' })?.src).toBe(`${ORIGIN}/embed/shul/7?lang=he`);
    expect(embed({ 'data-shul': '7', 'data-lang': 'de' })?.src).toBe(`${ORIGIN}/embed/shul/7`);
  });

  it('keeps the page’s own title, and inserts nothing without a listing id', () => {
    expect(embed({ 'data-shul': '7', 'data-lang': 'ru', 'data-title': 'Наше расписание' })?.title).toBe('Наше расписание');
    expect(embed({ 'data-shul': 'x' })).toBeNull();
  });
});
