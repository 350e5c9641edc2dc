import type { ComponentProps } from 'react';
import { Link, NavLink, type To } from 'react-router';
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

/** React Router's NavLink (aria-current on the current page) to an app page, in the page's language. */
export function AppNavLink({ to, ...props }: ComponentProps<typeof NavLink>) {
  return <NavLink to={useLocalizedTo(to)} {...props} />;
}
