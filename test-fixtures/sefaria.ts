// Recorded answers of Sefaria's v3 Texts API (GET /api/v3/texts/{tref}?version=hebrew&version=english,
// developers.sefaria.org "Texts (v3)"), served to the Worker tests and, through the loopback
// upstream server, to the browser tests.
//
// The texts are Sefaria's own, taken from its public export (github.com/Sefaria/Sefaria-Export):
// Miqra according to the Masorah (Hebrew) and JPS 1917 (English) for Tanakh; the Hebrew of Siddur
// Ashkenaz and its Metsudah-based English, whose segments carry the real upstream HTML (footnote
// <sup>/<i class="footnote">, <b>, <br>, MAM <span> markup) that the Worker must sanitise. The
// envelope is the documented v3 shape; version metadata fields Sefaria leaves blank are blank here.
//
// Only these references are recorded. Any other request falls through: the Worker tests fail
// loudly on it, and the browser tests' upstream answers 502, as a failed Sefaria would.
import { http, HttpResponse } from 'msw';
import deuteronomy31 from './sefaria/deuteronomy-31-1-30.json' with { type: 'json' };
import isaiah55 from './sefaria/isaiah-55-6-56-8.json' with { type: 'json' };
import psalms1 from './sefaria/psalms-1.json' with { type: 'json' };
import psalms23 from './sefaria/psalms-23.json' with { type: 'json' };
import asherYatzar from './sefaria/siddur-shacharit-asher-yatzar.json' with { type: 'json' };
import elokaiNeshama from './sefaria/siddur-shacharit-elokai-neshama.json' with { type: 'json' };
import maTovu from './sefaria/siddur-shacharit-ma-tovu.json' with { type: 'json' };
import modehAni from './sefaria/siddur-shacharit-modeh-ani.json' with { type: 'json' };

/** Must equal UPSTREAM_ORIGINS.sefaria in upstream.ts (not imported: upstream.ts imports this module). */
export const SEFARIA_ORIGIN = 'https://www.sefaria.org';

/** Every recorded answer, by the ref it answers (each body's own `ref`). */
export const SEFARIA_RECORDINGS: Readonly<Record<string, { ref: string }>> = Object.fromEntries(
  [deuteronomy31, isaiah55, psalms1, psalms23, modehAni, asherYatzar, elokaiNeshama, maTovu].map((body) => [body.ref, body]),
);

/** The ref a texts URL asks for: Sefaria writes spaces in refs as underscores. */
export function refOfTextsUrl(url: string): string {
  const { pathname } = new URL(url);
  return decodeURIComponent(pathname.replace(/^.*\/api\/v3\/texts\//, '')).replace(/_/g, ' ');
}

export const sefariaHandlers = [
  http.get(`${SEFARIA_ORIGIN}/api/v3/texts/*`, ({ request }) => {
    const versions = new URL(request.url).searchParams.getAll('version');
    if (!versions.includes('hebrew') || !versions.includes('english')) return undefined;
    const body = SEFARIA_RECORDINGS[refOfTextsUrl(request.url)];
    return body ? HttpResponse.json(body) : undefined;
  }),
];
