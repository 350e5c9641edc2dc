// How long personal data is kept: the nightly job (worker/src/services/account/retention.ts)
// and the privacy page read the same numbers.

/** Location requests and sponsor inquiries lose their sender's name, email, phone and notes this many days after they were reviewed. */
export const HANDLED_REQUEST_DAYS = 90;
/** An account whose address was never verified is deleted this many days after it was made. */
export const UNVERIFIED_ACCOUNT_DAYS = 30;
/** A session ends this many days after it was last renewed (it renews itself once a day while in use). */
export const SESSION_DAYS = 30;
