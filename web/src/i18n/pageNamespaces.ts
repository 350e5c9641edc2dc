import { unlocalizedPath } from './paths.ts';

// The message namespaces a page shows on its first screen, loaded with the frame's before the app
// hydrates (entry.client.tsx), so that hydration does not wait for a second round of chunks. This
// is only about speed: a namespace missing here still arrives, the component that needs it
// suspending until it is in (I18nProvider.tsx).
const FIRST_SCREEN: Record<string, readonly string[]> = {
  '': ['home', 'directory', 'minyanim', 'sponsors', 'ads'],
  search: ['directory', 'minyanim', 'places'],
  shul: ['minyanim', 'directory'],
  synagogues: ['cities', 'directory', 'minyanim'],
  // The location box's suggestions say why a place matched and credit
  // GeoNames (places); the siddur's link at the chosen place (siddur).
  calendar: ['calendar', 'places', 'siddur'],
  tefillah: ['texts'],
  parsha: ['texts'],
  learn: ['texts'],
  tehillim: ['texts'],
  siddur: ['siddur'],
  offline: ['offline'],
  saved: ['saved', 'minyanim'],
  // Pages whose handlers word a failure with the forms' messages after an await (errorMessage's
  // fallback), where a missing namespace cannot suspend anything.
  auth: ['forms', 'auth'],
  login: ['forms', 'auth'],
  account: ['forms', 'account'],
  sponsor: ['forms', 'sponsorship'],
  manage: ['forms', 'manage', 'proposals'],
  admin: ['forms', 'admin', 'proposals'],
};

/** The namespaces to load before hydrating the page at this address. */
export function firstScreenNamespaces(pathname: string, available: readonly string[]): string[] {
  const page = unlocalizedPath(pathname).split('/')[1] ?? '';
  return ['frame', ...(FIRST_SCREEN[page] ?? [])].filter((namespace) => available.includes(namespace));
}
