// Sefaria's answers for the Worker tests and, through the loopback upstream server, the browser
// tests. Where each file comes from is in test-fixtures/sefaria/SOURCES.md and in its `_source`.
//
// - v3 Texts (`GET /api/v3/texts/{tref}?version=hebrew&version=english[|title]`): the Tanakh and
//   siddur answers in sefaria/*.json (texts from Sefaria's export in v3's documented envelope),
//   plus Sefaria's own example answer (Esther 1:1) and a live recording (Micah 6:6-8).
//   A pinned English version is answered only when the recording has
//   that version, as Sefaria answers (the language is then absent, with a warning).
// - Raw index (`GET /api/v2/raw/index/{title}`): the node trees of the three siddurim, transcribed
//   from the export (see SOURCES.md; not recordings of that endpoint).
// - Bulk text (`GET /api/bulktext/{refs}?useTextFamily=1&vhe&ven`): composed per ref, in the shape
//   Sefaria-Project's bundle_many_texts returns (sefaria/views.py), from the same siddur answers;
//   a ref with no recording answers `{ "error": 1 }`, Sefaria's answer for a ref it cannot read.
//
// Any other request falls through: the Worker tests fail loudly on it, and the browser tests'
// upstream answers 502, as a failed Sefaria would.
import { http, HttpResponse } from 'msw';
import deuteronomy31 from './sefaria/deuteronomy-31-1-30.json' with { type: 'json' };
import esther11 from './sefaria/esther-1-1.v3-texts.openapi-example.json' with { type: 'json' };
import ashkenazIndex from './sefaria/index-siddur-ashkenaz.json' with { type: 'json' };
import edotIndex from './sefaria/index-siddur-edot-hamizrach.json' with { type: 'json' };
import sefardIndex from './sefaria/index-siddur-sefard.json' with { type: 'json' };
import isaiah55 from './sefaria/isaiah-55-6-56-8.json' with { type: 'json' };
import psalms1 from './sefaria/psalms-1.json' with { type: 'json' };
import psalms23 from './sefaria/psalms-23.json' with { type: 'json' };
import micah668 from './sefaria/recorded-live-micah-6-6-8.v3-primary-translation.json' with { type: 'json' };
import asherYatzar from './sefaria/siddur-shacharit-asher-yatzar.json' with { type: 'json' };
import elokaiNeshama from './sefaria/siddur-shacharit-elokai-neshama.json' with { type: 'json' };
import maTovu from './sefaria/siddur-shacharit-ma-tovu.json' with { type: 'json' };
import modehAni from './sefaria/siddur-shacharit-modeh-ani.json' with { type: 'json' };

/** Must equal UPSTREAM_ORIGINS.sefaria in upstream.ts (not imported: upstream.ts imports this module). */
export const SEFARIA_ORIGIN = 'https://www.sefaria.org';

interface RecordedVersion {
  language: string;
  languageFamilyName?: string;
  versionTitle: string;
  text: unknown;
}
interface Recording {
  ref: string;
  heRef: string;
  versions: RecordedVersion[];
}

/** Every recorded v3 answer, by the ref it answers (each body's own `ref`). */
export const SEFARIA_RECORDINGS: Readonly<Record<string, Recording>> = Object.fromEntries(
  ([deuteronomy31, isaiah55, psalms1, psalms23, modehAni, asherYatzar, elokaiNeshama, maTovu, esther11, micah668.payload] as Recording[]).map((body) => [
    body.ref,
    body,
  ]),
);

export const SEFARIA_INDEXES: Readonly<Record<string, { title: string }>> = Object.fromEntries(
  [ashkenazIndex, sefardIndex, edotIndex].map((index) => [index.title, index]),
);

/** The ref a texts URL asks for: Sefaria writes spaces in refs as underscores. */
export function refOfTextsUrl(url: string): string {
  const { pathname } = new URL(url);
  return decodeURIComponent(pathname.replace(/^.*\/api\/v3\/texts\//, '')).replace(/_/g, ' ');
}

const family = (v: RecordedVersion) => v.languageFamilyName ?? (v.language === 'he' ? 'hebrew' : 'english');

/** The recording's versions that `version=` params select: `hebrew`, `english`, or `english|<title>`. */
function selectVersions(body: Recording, wanted: string[]): RecordedVersion[] {
  return body.versions.filter((v) =>
    wanted.some((w) => {
      const [lang, title] = w.split('|');
      return family(v) === lang && (!title || title === v.versionTitle);
    }),
  );
}

export const sefariaHandlers = [
  http.get(`${SEFARIA_ORIGIN}/api/v3/texts/*`, ({ request }) => {
    const wanted = new URL(request.url).searchParams.getAll('version');
    const body = SEFARIA_RECORDINGS[refOfTextsUrl(request.url)];
    if (!body || !wanted.some((w) => w.startsWith('hebrew')) || !wanted.some((w) => w.startsWith('english'))) return undefined;
    const versions = selectVersions(body, wanted);
    const missing = wanted.filter((w) => !versions.some((v) => family(v) === w.split('|')[0])).map((w) => w.split('|')[0]!);
    // Sefaria's answer when a language is missing: 200, the language absent, a warning (code 102).
    const warnings = missing.map((lang) => ({ [lang]: { warning_code: 102, message: `Could not find ${lang} version` } }));
    return HttpResponse.json({ ...body, versions, warnings });
  }),
  http.get(`${SEFARIA_ORIGIN}/api/v2/raw/index/:title`, ({ params }) => {
    const index = SEFARIA_INDEXES[decodeURIComponent(String(params.title)).replace(/_/g, ' ')];
    return index ? HttpResponse.json(index) : undefined;
  }),
  http.get(`${SEFARIA_ORIGIN}/api/bulktext/*`, ({ request }) => {
    const url = new URL(request.url);
    const refs = decodeURIComponent(url.pathname.replace(/^.*\/api\/bulktext\//, '')).split('|');
    const vhe = url.searchParams.get('vhe');
    const ven = url.searchParams.get('ven');
    const textOf = (body: Recording, lang: 'hebrew' | 'english', title: string | null) =>
      body.versions.find((v) => family(v) === lang && (!title || v.versionTitle === title))?.text ?? [];
    return HttpResponse.json(
      Object.fromEntries(
        refs.map((ref) => {
          const body = SEFARIA_RECORDINGS[ref];
          return [ref, body ? { he: textOf(body, 'hebrew', vhe), en: textOf(body, 'english', ven), lang: 'en', ref: body.ref, heRef: body.heRef, url: body.ref.replace(/ /g, '_') } : { error: 1 }];
        }),
      ),
    );
  }),
];
