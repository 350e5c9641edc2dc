// The sponsor page's promises and rules, apart from the inquiry's schema
// (#contract/sponsor-submissions.ts), which the page loads only with its form's first use.

/** The sponsor page promises an answer within this many hours. */
export const SPONSOR_RESPONSE_HOURS = 48;
export const SPONSOR_DESCRIPTION_MIN = 10;
