// After the web build: writes the web manifest of each language (`/manifest.webmanifest`,
// `/he/manifest.webmanifest`, …): the installed app's name, description, language, direction and
// icons (drawn from the logo by `npm run icons`: pwa-assets.config.ts). root.tsx links the
// manifest of the page's language.
import MessageFormat from '@messageformat/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '../../schema/domain/languages.ts';
import { PRODUCT_NAME, THEME_COLOR } from '../../schema/domain/product.ts';
import { localizePath } from '../../web/src/i18n/paths.ts';
import { mergedMessages } from './messageformat-catalogs.ts';

export const MANIFEST_FILE = 'manifest.webmanifest';

/** The manifest of one language. */
export function webManifest(locale: Locale) {
  const description = new MessageFormat(locale).compile(mergedMessages(locale).messages['frame.tagline'] ?? '')();
  return {
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description,
    lang: locale,
    dir: RTL_LOCALES.has(locale) ? 'rtl' : 'ltr',
    start_url: localizePath('/', locale),
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function writeWebManifests(clientDir: string): void {
  for (const locale of LOCALES) {
    const dir = locale === DEFAULT_LOCALE ? clientDir : join(clientDir, locale);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(webManifest(locale), null, 2)}\n`);
  }
}
