// The sitemaps are well-formed XML in the sitemaps.org namespace, parsed by the DOM's own XML
// parser (jsdom), whatever a listing's id or the origin hold.
import { describe, expect, it } from 'vitest';
import { CITIES_PER_SITEMAP, LISTINGS_PER_SITEMAP } from '#domain/sitemap-files.ts';
import { citiesSitemap, listingsSitemap, pagesSitemap, sitemapIndex } from './sitemaps.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// The Worker's types hold no DOM; this test runs in jsdom (vitest.config.ts), whose DOMParser is
// declared here as far as the test uses it.
interface XmlElement {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
}
interface XmlDocument {
  documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
}
declare const DOMParser: new () => { parseFromString(text: string, type: 'application/xml'): XmlDocument };

function parsed(xml: string): XmlDocument {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const locs = (doc: XmlDocument) => [...doc.getElementsByTagNameNS(NS, 'loc')].map((e) => e.textContent);

describe('sitemaps as XML', () => {
  it('writes an index of the pages file, one listings file per language for each id range and the cities files, with their lastmod', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    const doc = parsed(
      sitemapIndex('https://shul.example', { listingFiles: [at, null], cities: CITIES_PER_SITEMAP + 1, citiesUpdatedAt: at }),
    );
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(NS);
    expect(locs(doc)).toHaveLength(1 + 5 * 2 + 5 * 2);
    expect(locs(doc)).toContain('https://shul.example/sitemaps/listings-ru-2.xml');
    expect(locs(doc)).toContain('https://shul.example/sitemaps/cities-he-2.xml');
    // The pages file and an empty id range have no lastmod; the others their data's.
    expect(doc.getElementsByTagNameNS(NS, 'lastmod')).toHaveLength(5 + 5 * 2);
  });

  it('writes the countries and cities of a cities file in its language, with their lastmod', () => {
    const updatedAt = new Date('2026-11-01T10:00:00Z');
    const doc = parsed(
      citiesSitemap('https://shul.example', 'he', {
        countries: [{ country: 'IL', updatedAt }],
        cities: [
          { country: 'IL', region: '', slug: 'lod', updatedAt },
          { country: 'US', region: 'ny', slug: 'brooklyn', updatedAt },
        ],
      }),
    );
    expect(locs(doc)).toEqual([
      'https://shul.example/he/synagogues/il',
      'https://shul.example/he/synagogues/il/lod',
      'https://shul.example/he/synagogues/us/ny/brooklyn',
    ]);
    expect(CITIES_PER_SITEMAP).toBeLessThanOrEqual(50_000 - 300);
  });

  it('writes listings with their lastmod, escaping what XML would read as markup', () => {
    const updatedAt = new Date('2026-11-01T10:00:00Z');
    const doc = parsed(listingsSitemap('https://shul.example/?a=1&b=<2>', 'he', [{ id: 7, updatedAt }]));
    expect(doc.documentElement.localName).toBe('urlset');
    expect(locs(doc)).toEqual(['https://shul.example/?a=1&b=<2>/he/shul/7']);
    expect(doc.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent).toBe('2026-11-01T10:00:00.000Z');
  });

  it('writes the public pages in every language, at most 50,000 addresses a file', () => {
    const doc = parsed(pagesSitemap('https://shul.example'));
    expect(locs(doc)).toContain('https://shul.example/fr/calendar');
    expect(locs(doc).length).toBeLessThanOrEqual(50_000);
    expect(LISTINGS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
  });
});
