// The sitemaps are well-formed XML in the sitemaps.org namespace, parsed by the DOM's own XML
// parser (jsdom), whatever a listing's id or the origin hold.
import { describe, expect, it } from 'vitest';
import { LISTINGS_PER_SITEMAP } from '#domain/sitemap-files.ts';
import { listingsSitemap, pagesSitemap, sitemapIndex } from './sitemaps.ts';

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
  it('writes an index of the pages file and one listings file per language for each id range', () => {
    const doc = parsed(sitemapIndex('https://shul.example', LISTINGS_PER_SITEMAP + 1));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(NS);
    expect(locs(doc)).toHaveLength(1 + 5 * 2);
    expect(locs(doc)).toContain('https://shul.example/sitemaps/listings-ru-2.xml');
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
