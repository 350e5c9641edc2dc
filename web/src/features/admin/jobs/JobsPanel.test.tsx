import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { MemoryRouter } from 'react-router';
import type { ImportChanges, Job } from '#contract/jobs.ts';
import { createAppSystem } from '#web-app/theme.ts';
import { swrConfig } from '#web-lib/api.ts';
import { JobsPanel } from './JobsPanel.tsx';
import { adminReads } from '../api/admin.ts';
import { JOBS_POLL_MS, RECENT_JOBS } from './useJobs.ts';
import { progressPercent, progressText, retryText, waitingText } from './jobText.ts';
import { loadCatalog } from '../../../i18n/catalogs.ts';
import { formatters } from '../../../i18n/format.ts';
import type { Translate } from '../../../i18n/I18nProvider.tsx';
import { adminDates } from '../dates.ts';

let t: Translate;
let ru: Translate;
// The panel's words come from the English catalog, loaded before the first render as on a page.
beforeAll(async () => {
  const [en, russian] = await Promise.all([loadCatalog('en'), loadCatalog('ru')]);
  t = (id, values) => en[id](values);
  ru = (id, values) => russian[id](values);
});

const job = (over: Partial<Job>): Job => ({
  id: 1,
  kind: 'import',
  source: 'osm',
  status: 'running',
  unit: 'elements',
  total: 295,
  processed: 118,
  inserted: 1200,
  updated: 30,
  skipped: 12,
  failed: 0,
  attempts: 0,
  nextRunAt: null,
  notBefore: null,
  lastError: null,
  startedBy: 'u1',
  startedAt: '2026-11-20T03:00:00.000Z',
  finishedAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:10:00.000Z',
  ...over,
});

/** Answers GET JOBS_URL (the recent jobs) with the next list of `lists` (the last one repeats) and POST cancel with the job. */
function stubApi(lists: Job[][]) {
  let served = 0;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === JOBS_URL) return Response.json(lists[Math.min(served++, lists.length - 1)]);
      const cancel = /^\/api\/jobs\/(\d+)\/cancel$/.exec(url);
      if (cancel && init?.method === 'POST') return Response.json(job({ id: Number(cancel[1]), status: 'cancelled' }));
      if (/^\/api\/jobs\/\d+\/changes$/.test(url)) return Response.json(CHANGES);
      return new Response('not found', { status: 404 });
    }),
  );
  return calls;
}

const JOBS_URL = adminReads.jobs(RECENT_JOBS).key;

const CHANGES: ImportChanges = {
  counts: { added: 51, changed: 1, deactivated: 1 },
  items: {
    added: Array.from({ length: 50 }, (_, i) => ({
      synagogueId: 100 + i,
      name: `Shul ${i}`,
      city: 'Lod',
      country: 'Israel',
      reason: null,
    })),
    changed: [{ synagogueId: 7, name: 'Park East Synagogue', city: 'New York', country: 'USA', reason: null }],
    deactivated: [
      {
        synagogueId: 9,
        name: 'Hurva Synagogue',
        city: 'Jerusalem',
        country: 'Israel',
        reason: 'No longer in OpenStreetMap: missing from two complete imports in a row (jobs 3 and 4).',
      },
    ],
  },
};

const renderPanel = () =>
  render(
    <ChakraProvider value={createAppSystem()}>
      <MemoryRouter>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <JobsPanel />
        </SWRConfig>
      </MemoryRouter>
    </ChakraProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('JobsPanel', () => {
  it('shows running and recent jobs with progress, counts, last error, and Cancel only on active ones', async () => {
    stubApi([
      [
        job({
          id: 3,
          attempts: 2,
          lastError: 'Overpass sent a body that is not complete JSON (1200 bytes)',
          nextRunAt: '2026-11-20T03:14:00.000Z',
        }),
        job({
          id: 2,
          kind: 'geocode',
          source: 'places',
          unit: 'listings',
          status: 'succeeded',
          total: 40,
          processed: 40,
          updated: 38,
          failed: 2,
          finishedAt: '2026-11-19T10:00:05.000Z',
        }),
        job({
          id: 1,
          status: 'failed',
          processed: 5,
          lastError: 'Overpass stopped the query: runtime error: Query failed with the exception: std::bad_alloc',
          attempts: 6,
        }),
      ],
    ]);
    renderPanel();
    expect(screen.getByRole('status').textContent).toBe('Loading jobs...');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);

    const running = within(items[0]!);
    expect(running.getByText('Import from OpenStreetMap')).toBeTruthy();
    expect(running.getByText('Running')).toBeTruthy();
    expect(running.getByText('118 of 295 elements')).toBeTruthy();
    expect(running.getByText('40%')).toBeTruthy();
    const bar = running.getByRole('progressbar', { name: 'Import from OpenStreetMap progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('118 of 295 elements (40%)');
    expect(running.getByText('Overpass sent a body that is not complete JSON (1200 bytes)')).toBeTruthy();
    expect(running.getByText(/^Retry 2 at /)).toBeTruthy();
    expect(running.getByRole('button', { name: 'Cancel job 3: Import from OpenStreetMap' })).toBeTruthy();
    expect(running.getByText('OpenStreetMap contributors').closest('a')?.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    expect(running.getByText('1,200')).toBeTruthy();

    const geocode = within(items[1]!);
    expect(geocode.getByText('Geocoding (basic city lookup)')).toBeTruthy();
    expect(geocode.getByText('Completed')).toBeTruthy();
    expect(geocode.getByText('Located')).toBeTruthy();
    expect(geocode.getByText('38')).toBeTruthy();
    expect(geocode.queryByRole('button')).toBeNull();

    const failed = within(items[2]!);
    expect(failed.getByText('Stopped after repeated errors')).toBeTruthy();
    expect(failed.queryByRole('button')).toBeNull();
  });

  it('says why a job waits for its source, and lists what a finished import added, changed and deactivated', async () => {
    const calls = stubApi([
      [
        job({ id: 5, lastError: 'Overpass answered 429: rate_limited', notBefore: '2026-11-20T03:14:00.000Z' }),
        job({ id: 4, status: 'succeeded', processed: 295, finishedAt: '2026-11-20T02:00:00.000Z' }),
      ],
    ]);
    renderPanel();
    const [waiting, done] = await screen.findAllByRole('listitem').then((items) => items.map((i) => within(i)));
    expect(waiting!.getByText(/^Waiting for the source until /)).toBeTruthy();
    expect(waiting!.queryByRole('button', { name: /what this run changed/ })).toBeNull();

    const toggle = done!.getByRole('button', { name: 'Show what this run changed' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await done!.findByRole('heading', { name: 'Added (51)' })).toBeTruthy();
    expect(calls).toContain('GET /api/jobs/4/changes');
    expect(done!.getByText('and 1 more')).toBeTruthy();
    expect(done!.getByRole('link', { name: 'Park East Synagogue' }).getAttribute('href')).toBe('/shul/7');
    expect(done!.getByRole('heading', { name: 'Deactivated (1)' })).toBeTruthy();
    expect(done!.getByText(/missing from two complete imports in a row/)).toBeTruthy();
  });

  it('polls while a job runs and stops once none does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi([
      [job({ processed: 10 })],
      [job({ processed: 20 })],
      [job({ status: 'succeeded', processed: 295, finishedAt: '2026-11-20T05:00:00.000Z' })],
    ]);
    renderPanel();
    await screen.findByText('10 of 295 elements');
    await act(() => vi.advanceTimersByTimeAsync(JOBS_POLL_MS));
    await screen.findByText('20 of 295 elements');
    await act(() => vi.advanceTimersByTimeAsync(JOBS_POLL_MS));
    await screen.findByText('Completed');
    const fetched = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(JOBS_POLL_MS * 5));
    expect(calls).toHaveLength(fetched);
  });

  it('cancels a job and reloads the list', async () => {
    const calls = stubApi([[job({ id: 7 })], [job({ id: 7, status: 'cancelled', finishedAt: '2026-11-20T03:20:00.000Z' })]]);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /Cancel job 7/ }));
    await screen.findByText('Cancelled');
    expect(calls).toContain('POST /api/jobs/7/cancel');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cancel job 7/ })).toBeNull());
  });

  it('says when there are no jobs, and offers a retry when the list fails', async () => {
    stubApi([[]]);
    renderPanel();
    expect(await screen.findByText(/No import or geocoding jobs yet/)).toBeTruthy();
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500, statusText: 'Internal Server Error' })),
    );
    renderPanel();
    expect(await screen.findByText('Could not load jobs')).toBeTruthy();
    expect(screen.getByText('500: boom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('job wording', () => {
  it('states progress, with no percentage until the size is known', () => {
    expect(progressPercent({ processed: 1, total: 3, status: 'running' })).toBe(33);
    expect(progressPercent({ processed: 0, total: 0, status: 'queued' })).toBeNull();
    expect(progressPercent({ processed: 0, total: 0, status: 'succeeded' })).toBe(100);
    const en = formatters('en');
    const dates = adminDates('en');
    expect(progressText(t, en, { processed: 1234, total: 5000, unit: 'listings' })).toBe('1,234 of 5,000 listings');
    expect(progressText(t, en, { processed: 40, total: 0, unit: 'listings' })).toBe('40 listings');
    expect(progressText(t, en, { processed: 1, total: 1, unit: 'elements' })).toBe('1 of 1 element');
    expect(retryText(t, dates, { status: 'running', attempts: 0, nextRunAt: null })).toBeNull();
    expect(retryText(t, dates, { status: 'failed', attempts: 6, nextRunAt: null })).toBeNull();
    expect(waitingText(t, dates, { status: 'running', notBefore: null })).toBeNull();
    expect(waitingText(t, dates, { status: 'cancelled', notBefore: '2026-11-20T03:14:00.000Z' })).toBeNull();
  });

  it('counts in Russian with its plural forms', () => {
    const russian = formatters('ru');
    expect(progressText(ru, russian, { processed: 2, total: 0, unit: 'listings' })).toBe('2 карточки');
    expect(progressText(ru, russian, { processed: 5, total: 0, unit: 'listings' })).toBe('5 карточек');
    expect(progressText(ru, russian, { processed: 21, total: 0, unit: 'listings' })).toBe('21 карточка');
  });
});
