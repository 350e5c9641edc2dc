// A city's page as a crawler parses it: the document the Worker writes, read by the DOM's own
// HTML parser (jsdom), carries the city's shuls in order and an ItemList that parses, whatever a
// listing's name holds.
import { describe, expect, it } from 'vitest';
import type { CityListing, CityPageData } from '#contract/city-pages.ts';
import { directoryPage } from './city-page.ts';

// The Worker's types hold no DOM; this test runs in jsdom (vitest.config.ts), whose DOMParser is declared here as far as the test uses it.
interface HtmlElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface HtmlDocument {
  querySelector(selector: string): HtmlElement | null;
  querySelectorAll(selector: string): ArrayLike<HtmlElement> & Iterable<HtmlElement>;
}
declare const DOMParser: new () => { parseFromString(text: string, type: 'text/html'): HtmlDocument };

const listing = (id: number, name: string, next: CityListing['next']) =>
  ({
    id,
    name,
    address: `${id} Herzl St`,
    city: 'Lod',
    state: null,
    zipCode: null,
    country: 'Israel',
    nusach: 'sefard',
    next,
  }) as CityListing;

const data: CityPageData = {
  kind: 'city',
  city: {
    placeId: 294421,
    country: 'IL',
    region: '',
    slug: 'lod',
    name: 'Lod',
    localNames: { he: 'לוד' },
    listings: 52,
    latitude: 31.9467,
    longitude: 34.8903,
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  page: 2,
  pages: 2,
  listings: [
    listing(7, 'Ohel <Moshe> & Sons', { tefillah: 'maariv', date: '2030-01-01', time: '20:15', start: '2030-01-01T20:15:00+02:00' }),
    listing(9, 'Beit Knesset', null),
  ],
  neighbours: [{ placeId: 293768, country: 'IL', region: '', slug: 'ramla', name: 'Ramla', localNames: {}, listings: 3 }],
};

function parse(locale: 'en' | 'he') {
  const page = directoryPage(data, { locale, origin: 'https://shul.example', now: new Date('2029-12-31T00:00:00Z') });
  return new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${page.head}</head><body>${page.body}</body></html>`, 'text/html');
}

describe("a city's page as a crawler parses it", () => {
  it('has its heading, its shuls in order from the page’s first position, and an ItemList that parses', () => {
    const doc = parse('en');
    expect(doc.querySelector('h1')?.textContent).toBe('Synagogues in Lod');
    expect([...doc.querySelectorAll('ol > li h2')].map((h) => h.textContent)).toEqual(['Ohel <Moshe> & Sons', 'Beit Knesset']);
    expect(doc.querySelector('ol')?.getAttribute('start')).toBe('51');
    expect(doc.querySelector('ol > li')?.textContent).toMatch(/Next minyan: Maariv Tue,? 8:15\sPM/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shul.example/synagogues/il/lod?page=2');
    expect(doc.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe('https://shul.example/synagogues/il/lod');
    const itemList = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(itemList).toMatchObject({ '@type': 'ItemList', numberOfItems: 52 });
    expect(itemList.itemListElement.map((e: { position: number; item: { name: string } }) => [e.position, e.item.name])).toEqual([
      [51, 'Ohel <Moshe> & Sons'],
      [52, 'Beit Knesset'],
    ]);
  });

  it('names the city as its listings spell it in Hebrew', () => {
    const doc = parse('he');
    expect(doc.querySelector('h1')?.textContent).toBe('בתי כנסת בלוד');
    expect(doc.querySelector('title')?.textContent).toBe('בתי כנסת בלוד: זמני תפילות וכתובות (עמוד 2) | Shul Finder');
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain('/he/synagogues/il/ramla');
  });
});
