// The <head> tags of a page the Worker fills in (listing pages, their 404 and 410): title,
// description, canonical, the page in every language (hreflang), Open Graph and Twitter cards,
// and structured data. The same tags the web app's pages write for themselves (web/src/app/Seo.tsx),
// so a crawler reading the HTML and a browser running the app see one page.
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { localizePath } from '#domain/language-paths.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#domain/languages.ts';
import { WORKER_HEAD_ATTRIBUTE } from '#domain/static-page.ts';

/** The site's social card (web/public/social.png), 1024 × 512. */
const SOCIAL_IMAGE = '/social.png';

export interface PageHead {
  locale: Locale;
  /** The site's origin, for absolute addresses. */
  origin: string;
  /** The page's path without a language prefix (/shul/42). */
  path: string;
  /** The page's own title; the site's name is added after it. */
  title: string;
  siteName: string;
  description: string;
  /** Pages that must not be indexed (404, 410): no alternates either. */
  noIndex?: boolean;
  jsonLd?: object;
  /** A paged list's previous and next pages (paths without a language prefix, with their query). */
  prev?: string | undefined;
  next?: string | undefined;
}

/**
 * JSON inside <script>: `<` is written as its escape, so no text in the data (a listing's name)
 * can close the element. JSON.stringify alone does not guarantee that.
 */
const scriptJson = (data: object) => raw(JSON.stringify(data).replaceAll('<', '\\u003c'));

export function headTags(head: PageHead): HtmlEscapedString {
  const { locale, origin, path, description, noIndex, jsonLd, prev, next } = head;
  const title = `${head.title} | ${head.siteName}`;
  const url = `${origin}${localizePath(path, locale)}`;
  const image = `${origin}${SOCIAL_IMAGE}`;
  const mark = raw(WORKER_HEAD_ATTRIBUTE);
  const alternates = noIndex
    ? []
    : [
        ...LOCALES.map((l) => html`<link ${mark} rel="alternate" hreflang="${l}" href="${origin}${localizePath(path, l)}" />`),
        html`<link ${mark} rel="alternate" hreflang="x-default" href="${origin}${localizePath(path, DEFAULT_LOCALE)}" />`,
      ];
  const pages = [
    prev ? html`<link ${mark} rel="prev" href="${origin}${localizePath(prev, locale)}" />` : '',
    next ? html`<link ${mark} rel="next" href="${origin}${localizePath(next, locale)}" />` : '',
  ];
  return html`<title ${mark}>${title}</title><meta ${mark} name="description" content="${description}" />${
      noIndex ? html`<meta ${mark} name="robots" content="noindex" />` : ''
    }<link ${mark} rel="canonical" href="${url}" />${alternates}${pages}<meta
      ${mark}
      property="og:site_name"
      content="${head.siteName}"
    /><meta ${mark} property="og:title" content="${title}" /><meta ${mark} property="og:description" content="${description}" /><meta
      ${mark}
      property="og:url"
      content="${url}"
    /><meta ${mark} property="og:type" content="website" /><meta ${mark} property="og:locale" content="${locale}" /><meta
      ${mark}
      property="og:image"
      content="${image}"
    /><meta ${mark} property="og:image:type" content="image/png" /><meta ${mark} property="og:image:width" content="1024" /><meta
      ${mark}
      property="og:image:height"
      content="512"
    /><meta ${mark} name="twitter:card" content="summary_large_image" /><meta ${mark} name="twitter:title" content="${title}" /><meta
      ${mark}
      name="twitter:description"
      content="${description}"
    /><meta ${mark} name="twitter:image" content="${image}" />${
      jsonLd
        ? html`<script ${mark} type="application/ld+json">
            ${scriptJson(jsonLd)}
          </script>`
        : ''
    }` as HtmlEscapedString;
}
