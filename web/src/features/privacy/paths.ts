/** The privacy page: linked from the footer and from every form that takes personal data. */
export const PRIVACY_PATH = '/privacy';
/** The account page: sessions, 'Download my data', 'Delete my account'. */
export const ACCOUNT_PATH = '/account';
