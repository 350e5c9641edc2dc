// The header's links, shared by the desktop bar and the mobile drawer.
import type { PublicUser } from '#contract/auth.ts';
import type { MessageId } from '../i18n/ids.ts';
import { ACCOUNT_PATH } from '../features/privacy/paths.ts';

export interface NavLinkItem {
  /** The English path; links add the page's language (AppNavLink). */
  to: string;
  label: MessageId;
}

export const NAV_LINKS: NavLinkItem[] = [
  { to: '/', label: 'frame.nav.home' },
  { to: '/search', label: 'frame.nav.search' },
  { to: '/calendar', label: 'frame.nav.calendar' },
  { to: '/tefillah', label: 'frame.nav.tefillah' },
  { to: '/trip', label: 'frame.nav.trip' },
  { to: '/kaddish', label: 'frame.nav.kaddish' },
];

/** The page of what this device keeps for use offline (routes/saved.tsx). */
export const SAVED_PATH = '/saved';

export const SPONSOR_LINK: NavLinkItem = { to: '/sponsor', label: 'frame.nav.sponsor' };
export const SIGN_IN_LINK: NavLinkItem = { to: '/auth', label: 'frame.nav.signIn' };
export const ADMIN_LINK: NavLinkItem = { to: '/admin', label: 'frame.nav.admin' };

/** The user menu's label: firstName, or email if there is none. */
export const userLabel = (user: Pick<PublicUser, 'firstName' | 'email'>) => user.firstName || user.email;
export const MANAGE_LINK: NavLinkItem = { to: '/manage', label: 'frame.nav.manage' };
export const ACCOUNT_LINK: NavLinkItem = { to: ACCOUNT_PATH, label: 'frame.nav.account' };
