// The account page's wording in one place, keyed as a message catalog would be, so it can move
// into one without touching the components.
export const ACCOUNT_TEXT = {
  title: 'Your account',
  description: 'Your sessions, your data, and deleting your account.',
  signInPrompt: 'Sign in to see your sessions, download your data or delete your account.',
  sessionsHeading: 'Where you are signed in',
  sessionsFailed: 'Could not load your sessions',
  unknownDevice: 'Unknown device',
  thisDevice: 'This device',
  passkeyBadge: 'Passkey',
  sessionDates: (created: string, lastSeen: string) => `Signed in ${created} · last seen ${lastSeen}`,
  signOutSession: 'Sign out',
  signOutOthers: 'Sign out everywhere else',
  sessionEnded: 'That session was signed out',
  othersEnded: 'Every other session was signed out',
  actionFailed: 'That did not work',
  exportHeading: 'Your data',
  exportText:
    'Download everything we keep about your account as a JSON file: your profile, sessions, passkeys, the shuls you manage, your requests, proposals and changes.',
  exportButton: 'Download my data',
  deleteHeading: 'Delete your account',
  deleteText:
    'This deletes your account, your sessions, passkeys and manager roles at once. Changes you made to listings stay in the directory without your name. You can register again with the same address later.',
  deletePassword: 'Your password, to confirm',
  deleteButton: 'Delete my account',
  deleted: 'Your account was deleted',
  privacyLink: 'How we handle your data',
} as const;
