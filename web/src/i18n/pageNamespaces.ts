import { unlocalizedPath } from './paths.ts';

// The message namespaces a page shows on its first screen, loaded with the frame's before the app
// hydrates (entry.client.tsx), so that hydration does not wait for a second round of chunks. This
// is only about speed: a namespace missing here still arrives, the component that needs it
// suspending until it is in (I18nProvider.tsx).
const FIRST_SCREEN: Record<string, readonly string[]> = {
  '': ['home', 'directory', 'minyanim', 'sponsors', 'ads'],
  search: ['directory', 'minyanim', 'places'],
  shul: ['minyanim', 'directory'],
  // The siddur's link at the chosen place.
  calendar: ['calendar', 'places', 'siddur'],
  tefillah: ['texts'],
  parsha: ['texts'],
  learn: ['texts'],
  tehillim: ['texts'],
  siddur: ['siddur'],
  offline: ['offline'],
  // Pages whose handlers word a failure with the forms' messages after an await (errorMessage's
  // fallback), where a missing namespace cannot suspend anything.
  auth: ['forms', 'auth'],
  login: ['forms', 'auth'],
  account: ['forms', 'account'],
  sponsor: ['forms', 'sponsorship'],
  manage: ['forms', 'manage'],
  admin: ['forms', 'admin'],
};

/** The namespaces to load before hydrating the page at this address. */
export function firstScreenNamespaces(pathname: string, available: readonly string[]): string[] {
  const page = unlocalizedPath(pathname).split('/')[1] ?? '';
  return ['frame', ...(FIRST_SCREEN[page] ?? [])].filter((namespace) => available.includes(namespace));
}
