import { localIsoDate } from '../features/texts/useTexts.ts';
// Build time only (the route's loader runs when the page is prerendered, and is left out of the
// browser's code): the same list of portions the API answers.
import { parashaList } from '#domain/parashas.ts';

export { ParshaPage as default } from '../pages/ParshaPage.tsx';

/**
 * The 54 portions, in the prerendered page's HTML so that its main content needs no request to
 * appear. "This week" is the build's, corrected by the browser's own request (useParashas).
 */
export function loader() {
  return parashaList(localIsoDate(), false);
}
