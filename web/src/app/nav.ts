// The header's links, shared by the desktop bar and the mobile drawer.
import type { PublicUser } from '#contract/auth.ts';
import { ACCOUNT_PATH } from '../features/privacy/paths.ts';

export const TAGLINE = 'Find synagogues, shuls, and minyans worldwide';

export interface NavLinkItem {
  to: string;
  label: string;
}

export const NAV_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/tefillah', label: 'Tefillah' },
];

export const SPONSOR_LINK: NavLinkItem = { to: '/sponsor', label: 'Become a Sponsor' };
export const SIGN_IN_LINK: NavLinkItem = { to: '/auth', label: 'Sign In' };
export const ADMIN_LINK: NavLinkItem = { to: '/admin', label: 'Admin Panel' };

/** The user menu's label: firstName, or email if there is none. */
export const userLabel = (user: Pick<PublicUser, 'firstName' | 'email'>) => user.firstName || user.email;
export const MANAGE_LINK: NavLinkItem = { to: '/manage', label: 'My shuls' };
export const ACCOUNT_LINK: NavLinkItem = { to: ACCOUNT_PATH, label: 'Your account' };
