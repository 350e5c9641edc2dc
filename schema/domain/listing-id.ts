/**
 * A listing's id as the web app's addresses write it (`/shul/42`, `/manage/42`): a positive whole
 * number without leading zeros, at most 16 digits. Anything else is no listing (null), so a page
 * answers 'not found' without asking the API.
 */
export function parseListingId(text: string): number | null {
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}
