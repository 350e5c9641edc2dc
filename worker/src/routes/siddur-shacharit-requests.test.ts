import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SiddurPartsResponse, SiddurTocResponse } from '#contract/siddur.ts';
import { SEFARIA_ORIGIN, SEFARIA_RECORDINGS, sefariaHandlers } from '#test-fixtures/sefaria.ts';
import { api } from '../../test/helpers.ts';
import { network } from '../../test/network.ts';

// In a file of its own: storage lives per test file, and here no earlier test has read (or
// remembered as absent, services/sefaria/cache.ts) any part of the service.

const sefariaRequests = () => network.requests.filter((r) => r.url.startsWith(SEFARIA_ORIGIN));
beforeEach(() => network.use(...sefariaHandlers));

describe('a full weekday Shacharit', () => {
  it('costs one contents request and nine batch requests; upstream, nine bulk requests on first open and none when cached', async () => {
    // Request counting only: every part answers with Modeh Ani's recorded text, so that all 106 are cached.
    const modehAni = SEFARIA_RECORDINGS['Siddur Ashkenaz, Weekday, Shacharit, Preparatory Prayers, Modeh Ani']!;
    network.use(
      http.get(`${SEFARIA_ORIGIN}/api/bulktext/*`, ({ request }) => {
        const refs = decodeURIComponent(new URL(request.url).pathname.replace(/^.*\/api\/bulktext\//, '')).split('|');
        const [he, en] = modehAni.versions.map((v) => v.text);
        return HttpResponse.json(Object.fromEntries(refs.map((ref) => [ref, { he, en, ref, heRef: modehAni.heRef }])));
      }),
    );
    const readAll = async () => {
      let bytes = 0;
      const tocRes = await api('/api/texts/siddur/ashkenaz/weekday_shacharit');
      const tocText = await tocRes.text();
      bytes += tocText.length;
      const refs = (JSON.parse(tocText) as SiddurTocResponse).parts.map((p) => p.ref);
      const batches = Array.from({ length: Math.ceil(refs.length / 12) }, (_, i) => refs.slice(i * 12, (i + 1) * 12));
      for (const batch of batches) {
        const res = await api(
          `/api/texts/siddur-parts?nusach=ashkenaz&service=weekday_shacharit&refs=${encodeURIComponent(batch.join('|'))}`,
        );
        expect(res.status).toBe(200);
        const text = await res.text();
        bytes += text.length;
        const body = JSON.parse(text) as SiddurPartsResponse;
        expect(body.parts.every((p) => p.available)).toBe(true);
      }
      return { requests: 1 + batches.length, bytes };
    };
    const before = sefariaRequests().length;
    const first = await readAll();
    expect(first.requests).toBe(10);
    // The answers' size (JSON characters, before compression), printed for whoever weighs the siddur's cost.
    console.log(`full weekday Shacharit: ${first.requests} requests, ${first.bytes} characters of JSON`);
    // The node tree, the service's edition and nine bulk requests.
    const kinds = sefariaRequests()
      .slice(before)
      .map((r) => new URL(r.url).pathname.split('/')[2]);
    expect(kinds.filter((k) => k === 'bulktext')).toHaveLength(9);
    expect(kinds).toHaveLength(11);
    const cached = sefariaRequests().length;
    expect((await readAll()).requests).toBe(10);
    expect(sefariaRequests().length).toBe(cached);
  }, 60_000);
});
