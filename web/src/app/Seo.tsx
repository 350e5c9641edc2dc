// Per-page head: React 19 hoists <title>, <meta>, <link> into <head>.
import { useEffect } from 'react';
import { LOCALES, DEFAULT_LOCALE } from '#domain/languages.ts';
import { WORKER_HEAD_ATTRIBUTE } from '#domain/static-page.ts';
import { PRODUCT_NAME } from '#domain/product.ts';
import { useLocale } from '../i18n/I18nProvider.tsx';
import { localizePath } from '../i18n/paths.ts';

export { PRODUCT_NAME };
export const SOCIAL_IMAGE = '/social.png';

/** The site's origin: PUBLIC_ORIGIN from the build, else the page's own origin. */
export function siteOrigin(): string {
  return import.meta.env.PUBLIC_ORIGIN || (typeof window === 'undefined' ? '' : window.location.origin);
}

interface SeoProps {
  title: string;
  description: string;
  /** The page's path, in any language (it is shown in the page's own: canonical, og:url). */
  path: string;
  keywords?: string;
  /** Structured data (JSON-LD) for this page. */
  jsonLd?: object;
  /** Pages that must not be indexed (the 404 page). */
  noIndex?: boolean;
}

/**
 * Removes the <head> tags the Worker wrote into a page it filled (worker/src/services/pages), once
 * a page writes its own: until then they are the page's title and description.
 */
function removeWorkerHead() {
  for (const tag of document.head.querySelectorAll(`[${WORKER_HEAD_ATTRIBUTE}]`)) tag.remove();
}

export function Seo({ title, description, path, keywords, jsonLd, noIndex }: SeoProps) {
  const locale = useLocale();
  useEffect(removeWorkerHead, []);
  const origin = siteOrigin();
  const url = `${origin}${localizePath(path, locale)}`;
  const image = `${origin}${SOCIAL_IMAGE}`;
  const fullTitle = `${title} | ${PRODUCT_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {/* The page in every language, and English for any other (x-default); not on a page that is not indexed. */}
      {!noIndex && LOCALES.map((l) => <link key={l} rel="alternate" hrefLang={l} href={`${origin}${localizePath(path, l)}`} />)}
      {!noIndex && <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath(path, DEFAULT_LOCALE)}`} />}
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1024" />
      <meta property="og:image:height" content="512" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>}
    </>
  );
}
