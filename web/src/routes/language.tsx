import { lazy } from 'react';
import { Outlet, useParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '#domain/languages.ts';

// Loaded only on such an address: this route wraps every page, and importing the not-found page
// here would put it (and the components it shares with the pages) into every page's start-up code.
const NotFoundPage = lazy(() => import('./not-found.tsx'));

/**
 * The optional language prefix of every page (routes.ts): /he/search, /fr/search; English has
 * none. A prefix the site does not serve (/xx/search, and /en/search) is the not-found page; the
 * Worker answers such an address with status 404. No clientLoader here: a layout route's loader
 * would make the prerendered pages render their fallback in the browser first.
 */
export default function LanguagePrefix() {
  const { lang } = useParams();
  if (lang !== undefined && (!isLocale(lang) || lang === DEFAULT_LOCALE)) return <NotFoundPage />;
  return <Outlet />;
}
