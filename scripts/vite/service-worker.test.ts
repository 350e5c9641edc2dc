import { describe, expect, it } from 'vitest';
import { addressOfFile } from './service-worker.ts';
import { webManifest } from './web-manifest.ts';

describe('precached files are stored under the addresses the site serves them at', () => {
  it('maps prerendered pages to their addresses and leaves other files as they are', () => {
    expect(addressOfFile('index.html')).toBe('/');
    expect(addressOfFile('offline/index.html')).toBe('/offline');
    expect(addressOfFile('he/offline/index.html')).toBe('/he/offline');
    expect(addressOfFile('__spa-fallback.html')).toBe('/__spa-fallback');
    expect(addressOfFile('assets/root-abc123.js')).toBe('/assets/root-abc123.js');
  });
});

describe('each language has its own web manifest', () => {
  it('names the app in the language, right to left for Hebrew, starting at its home page', () => {
    const he = webManifest('he');
    expect(he).toMatchObject({ lang: 'he', dir: 'rtl', start_url: '/he', scope: '/', display: 'standalone' });
    expect(he.description).toMatch(/[\u0590-\u05FF]/);
    expect(webManifest('fr')).toMatchObject({ lang: 'fr', dir: 'ltr', start_url: '/fr' });
    expect(webManifest('en').start_url).toBe('/');
    expect(he.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(he.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});
