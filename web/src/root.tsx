import type { ReactNode } from 'react';
import { STATIC_PAGE_ID } from '#domain/static-page.ts';
import { Links, Meta, Outlet, Scripts } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { Layout as AppLayout } from './app/Layout.tsx';
import { RouteError } from './app/RouteError.tsx';
import { theAppSystem } from './app/theme.ts';
import { NoScriptNotice } from './app/NoScriptNotice.tsx';
import { LANGUAGE_CHOICE_SCRIPT } from './app/languageChoiceScript.ts';
import { I18nProvider } from './i18n/I18nProvider.tsx';
import { directionOf, useShownLocale } from './i18n/shownLocale.ts';
import { localizePath } from './i18n/paths.ts';
import { THEME_COLOR } from '#domain/product.ts';

// The root route (React Router framework mode): the document around every page, rendered at
// build time for the prerendered pages and the SPA fallback (react-router.config.ts), and
// hydrated in the browser (entry.client.tsx). The styles come with the HTML: the build extracts
// the page's styles into <head> (entry.server.tsx), where the browser's emotion adopts them, and
// starts the page's scripts after its first paint (app/startAfterPaint.ts).

/** The document and the app's frame (header and footer), around the page, its error, or nothing yet. */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useShownLocale();
  return (
    // The SPA fallback's <html lang dir> change once the address's language is shown (useShownLocale).
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png" />
        {/* Each language's manifest names the installed app in it (scripts/vite/web-manifest.ts). */}
        <link rel="manifest" href={localizePath('/manifest.webmanifest', locale)} />
        {/* Title, description, canonical and social tags come from each page (app/Seo.tsx). */}
        <Meta />
        <Links />
      </head>
      <body>
        {/* Remembers a choice in the language switch from the first click, before the app starts. */}
        <script dangerouslySetInnerHTML={{ __html: LANGUAGE_CHOICE_SCRIPT }} />
        <AppProviders system={theAppSystem()}>
          <I18nProvider locale={locale}>
            <NoScriptNotice />
            <AppLayout>{children}</AppLayout>
          </I18nProvider>
        </AppProviders>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A page that crashed or failed to load keeps the header and footer around the error. */
export function ErrorBoundary() {
  return <RouteError />;
}

/**
 * The static page the Worker wrote into the SPA fallback (a listing's content, for crawlers and the
 * first paint), read once before hydration: rendering exactly that HTML, React meets the markup the
 * browser received.
 */
const staticPageHtml = typeof document === 'undefined' ? '' : (document.getElementById(STATIC_PAGE_ID)?.innerHTML ?? '');

/**
 * The SPA fallback (any address not prerendered): the frame, with the static page the Worker
 * filled in, if any, until the page's module is in and the page replaces it.
 */
export function HydrateFallback() {
  // The Worker's <head> tags stay until the page writes its own (app/Seo.tsx): a page still
  // loading its data keeps the listing's title and description meanwhile.
  return <div id={STATIC_PAGE_ID} dangerouslySetInnerHTML={{ __html: staticPageHtml }} />;
}
