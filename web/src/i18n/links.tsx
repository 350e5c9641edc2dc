import type { ComponentProps } from 'react';
import { Link, matchPath, type To } from 'react-router';
import { useHydratedPathname } from '../app/hydration.ts';
import { useLocale } from './I18nProvider.tsx';
import { localizePath } from './paths.ts';

/** Prefixes an app path with the page's language: '/search' → '/he/search' on a Hebrew page. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

/** `to` in the page's language; a relative `to` (a query of the same page) is left as it is. */
function useLocalizedTo(to: To): To {
  const localize = useLocalizedPath();
  if (typeof to === 'string') return to.startsWith('/') ? localize(to) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: localize(to.pathname) } : to;
}

/** React Router's Link to an app page, in the page's language (`to` is the English path). */
export function AppLink({ to, ...props }: ComponentProps<typeof Link>) {
  return <Link to={useLocalizedTo(to)} {...props} />;
}

/**
 * A link to an app page in the page's language, marked `aria-current="page"` on that page (`end`:
 * only on the page itself, not on the pages under it). Not React Router's NavLink: its mark
 * follows the address during hydration, where the SPA fallback's HTML, rendered for every address,
 * marks no page (app/hydration.ts, useHydratedPathname).
 */
export function AppNavLink({ to, end = false, ...props }: { to: string; end?: boolean } & Omit<ComponentProps<typeof Link>, 'to'>) {
  const localized = useLocalizedPath()(to);
  const current = matchPath({ path: localized, end }, useHydratedPathname()) !== null;
  return <Link to={localized} aria-current={current ? 'page' : undefined} {...props} />;
}
