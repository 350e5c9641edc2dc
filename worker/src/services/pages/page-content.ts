import type { HtmlEscapedString } from 'hono/utils/html';
import type { Locale } from '#domain/languages.ts';

/** A page the Worker fills into the SPA fallback: its status, language, <head> tags and static HTML. */
export interface PageContent {
  status: 200 | 404 | 410;
  locale: Locale;
  head: HtmlEscapedString;
  /** The page's content for crawlers and for the first paint, until the app renders the page itself. */
  body: HtmlEscapedString;
}
