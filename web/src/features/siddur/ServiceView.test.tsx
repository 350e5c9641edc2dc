// Rendering a whole service is slow on a shared machine: these tests get a longer timeout.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiddurPart, SiddurTocResponse, TodayResponse } from '#contract/siddur.ts';
import { createAppSystem } from '../../app/theme.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import { swrConfig } from '../../lib/api.ts';
import { ServiceView } from './ServiceView.tsx';

// The English messages, loaded before the first render as the app's entry does.
beforeAll(() => loadCatalog('en'));

const BOOK = 'Siddur Ashkenaz';
const part = (path: string[]): SiddurPart => ({ ref: [BOOK, ...path].join(', '), title: path.at(-1)!, heading: path.slice(2, -1) });

// The shape of Siddur Ashkenaz's weekday Shacharit and its Rosh Chodesh section, shortened.
const TOC: SiddurTocResponse = {
  nusach: 'ashkenaz',
  service: 'weekday_shacharit',
  book: BOOK,
  parts: [
    part(['Weekday', 'Shacharit', 'Preparatory Prayers', 'Modeh Ani']),
    part(['Weekday', 'Shacharit', 'Amidah', 'Temple Service']),
    part(['Weekday', 'Shacharit', 'Amidah', 'Concluding Passage']),
    part(['Weekday', 'Shacharit', 'Post Amidah', 'Tachanun', 'Nefilat Apayim']),
    part(['Weekday', 'Shacharit', 'Concluding Prayers', 'Ashrei']),
    part(['Weekday', 'Shacharit', 'Concluding Prayers', 'Uva Letzion']),
    part(['Weekday', 'Shacharit', 'Concluding Prayers', 'Alenu']),
  ],
  additions: [
    {
      key: 'hallel',
      after: `${BOOK}, Weekday, Shacharit, Amidah, Concluding Passage`,
      parts: [
        {
          ref: `${BOOK}, Festivals, Rosh Chodesh, Hallel, Berakhah before the Hallel`,
          title: 'Berakhah before the Hallel',
          heading: ['Rosh Chodesh', 'Hallel'],
        },
        { ref: `${BOOK}, Festivals, Rosh Chodesh, Hallel, Psalm 113`, title: 'Psalm 113', heading: ['Rosh Chodesh', 'Hallel'] },
        { ref: `${BOOK}, Festivals, Rosh Chodesh, Hallel, Psalm 115`, title: 'Psalm 115', heading: ['Rosh Chodesh', 'Hallel'] },
      ],
    },
    {
      key: 'musaf',
      after: `${BOOK}, Weekday, Shacharit, Concluding Prayers, Uva Letzion`,
      parts: [
        {
          ref: `${BOOK}, Festivals, Rosh Chodesh, Musaf Amidah for Rosh Chodesh, Avot`,
          title: 'Avot',
          heading: ['Rosh Chodesh', 'Musaf Amidah for Rosh Chodesh'],
        },
      ],
    },
  ],
};

// /api/texts/today for Shacharit of Rosh Chodesh Adar I, 5787 (Monday 8 February 2027), as the Worker answers it.
const ROSH_CHODESH: TodayResponse = {
  date: '2027-02-08',
  hebrewDate: '1st of Adar I, 5787',
  il: false,
  service: 'shacharit',
  place: null,
  inserts: [
    { key: 'mashiv_haruach', label: 'Mashiv HaRuach U-Morid HaGeshem', reason: 'Winter: from Shemini Atzeret to Pesach' },
    { key: 'vten_tal_umatar', label: 'Ve-ten Tal U-Matar', reason: 'Diaspora: from 4/5 December to Pesach' },
    { key: 'yaaleh_veyavo', label: "Ya'aleh VeYavo", reason: 'Rosh Chodesh Adar I' },
    { key: 'hallel_half', label: 'Half Hallel', reason: 'Rosh Chodesh Adar I' },
    { key: 'musaf', label: 'Musaf', reason: 'Rosh Chodesh Adar I' },
  ],
  omissions: [{ key: 'tachanun', label: 'Tachanun', reason: 'Rosh Chodesh Adar I' }],
  tachanun: false,
  omer: null,
  omerText: null,
  holidays: ['Rosh Chodesh Adar I'],
  purim: null,
};

/** Answers each parts request with every asked ref's text; returns the refs each request asked for. */
function stubParts() {
  const asked: string[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const refs = (query.get('refs') ?? '').split('|');
      asked.push(refs);
      return Response.json({
        nusach: query.get('nusach'),
        // Psalm 115 comes verse by verse (18 segments), as the psalm is in the Tanakh.
        parts: refs.map((ref) => {
          const title = ref.split(', ').at(-1);
          const en = title === 'Psalm 115' ? Array.from({ length: 18 }, (_, i) => `Psalm 115 verse ${i + 1}`) : [`Text of ${title}`];
          return { ref, heRef: ref, he: [`עברית ${title}`], en, available: true };
        }),
        credits: [{ language: 'en', versionTitle: 'Metsudah', license: 'CC-BY' }],
      });
    }),
  );
  return asked;
}

const renderView = (today: TodayResponse | undefined, toc: SiddurTocResponse = TOC) =>
  render(
    <ChakraProvider value={createAppSystem()}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <ServiceView toc={toc} today={today} language="both" />
      </SWRConfig>
    </ChakraProvider>,
  );

const contentsTitles = () =>
  within(screen.getByRole('navigation', { name: 'Contents of Shacharit' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ServiceView', () => {
  it('inserts Hallel and Musaf in place on Rosh Chodesh, marked, and loads their texts with the service’s', async () => {
    const asked = stubParts();
    renderView(ROSH_CHODESH);
    expect(contentsTitles()).toEqual([
      'Modeh Ani',
      'Temple Service',
      'Concluding Passage',
      'Berakhah before the Hallel',
      'Psalm 113',
      'Psalm 115',
      'Nefilat Apayim',
      'Ashrei',
      'Uva Letzion',
      'Avot',
      'Alenu',
    ]);
    expect(screen.getByRole('heading', { name: 'Contents of Shacharit (11 parts)' })).toBeTruthy();

    const articles = screen.getAllByRole('article');
    const hallel = within(articles[3]!);
    expect(hallel.getByText('Rosh Chodesh › Hallel › Berakhah before the Hallel')).toBeTruthy();
    expect(hallel.getByTestId('today-insert').textContent).toBe('Today: Half Hallel (Rosh Chodesh Adar I)');
    expect(within(articles[9]!).getByTestId('today-insert').textContent).toBe('Today: Musaf (Rosh Chodesh Adar I)');
    expect(within(articles[1]!).getByTestId('today-insert').textContent).toBe("Today: Ya'aleh VeYavo (Rosh Chodesh Adar I)");
    expect(within(articles[6]!).getByTestId('today-omission').textContent).toMatch(/^Not said today: Tachanun \(Rosh Chodesh Adar I\)/);
    expect(within(articles[0]!).queryByTestId('today-insert')).toBeNull();
    expect(screen.queryByTestId('today-elsewhere')).toBeNull();

    // One request for the batch, Hallel and Musaf among its refs, in the order they are said.
    expect(await hallel.findByText('Text of Berakhah before the Hallel')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.map((r) => r.split(', ').at(-1))).toEqual(contentsTitles());
    expect(screen.getByTestId('version-credit').textContent).toMatch(/Metsudah \(CC-BY\)/);
  }, 20_000);

  it('shows half Hallel as such: the first 11 verses of Psalm 115 collapsed with the reason, the rest open', async () => {
    stubParts();
    renderView(ROSH_CHODESH);
    const psalm115 = within(screen.getAllByRole('article')[5]!);
    expect(psalm115.getByTestId('today-omission').textContent).toBe(
      'Not said today: Psalm 115:1–11 (Lo lanu), not said in half Hallel; say from verse 12 (Hashem zecharanu) (Half Hallel: Rosh Chodesh Adar I)',
    );
    const skipped = await psalm115.findByText(/^Psalm 115 verse 1 Psalm/);
    expect(skipped.closest('details')).not.toBeNull();
    expect(skipped.textContent).toMatch(/verse 11$/);
    const said = psalm115.getByText(/^Psalm 115 verse 12 /);
    expect(said.closest('details')).toBeNull();
    expect(said.textContent).toMatch(/verse 18$/);
    // Psalm 113 is said whole.
    expect(within(screen.getAllByRole('article')[4]!).queryByTestId('today-omission')).toBeNull();
  }, 20_000);

  it('keeps the everyday service on an ordinary day, and names a Musaf the book does not hold', async () => {
    stubParts();
    const { unmount } = renderView(undefined);
    expect(contentsTitles()).toEqual([
      'Modeh Ani',
      'Temple Service',
      'Concluding Passage',
      'Nefilat Apayim',
      'Ashrei',
      'Uva Letzion',
      'Alenu',
    ]);
    unmount();

    // Chol HaMoed Pesach: half Hallel in place; the festival's Musaf is not in the weekday pages.
    const cholHamoed: TodayResponse = {
      ...ROSH_CHODESH,
      date: '2027-04-25',
      hebrewDate: '18th of Nisan, 5787',
      inserts: [
        { key: 'hallel_half', label: 'Half Hallel', reason: 'Pesach IV (CH’’M)' },
        { key: 'musaf', label: 'Musaf', reason: 'Pesach IV (CH’’M)' },
      ],
      holidays: ['Pesach IV (CH’’M)'],
    };
    renderView(cholHamoed);
    expect(contentsTitles()).toContain('Psalm 113');
    expect(contentsTitles()).not.toContain('Avot');
    expect(screen.getByTestId('today-elsewhere').textContent).toMatch(/Musaf \(Pesach IV/);
  }, 20_000);

  // /api/texts/today for Shabbat Rosh Chodesh Shevat, 5787 (9 January 2027), asked for Shabbat's morning services.
  const SHABBAT_ROSH_CHODESH: TodayResponse = {
    ...ROSH_CHODESH,
    date: '2027-01-09',
    hebrewDate: '1st of Sh’vat, 5787',
    inserts: [
      { key: 'yaaleh_veyavo', label: "Ya'aleh VeYavo", reason: 'Rosh Chodesh Sh’vat' },
      { key: 'hallel_half', label: 'Half Hallel', reason: 'Rosh Chodesh Sh’vat' },
      { key: 'musaf', label: 'Musaf', reason: 'Shabbat Rosh Chodesh' },
    ],
    omissions: [],
    holidays: ['Rosh Chodesh Sh’vat'],
  };

  it('marks the Musaf of Shabbat Rosh Chodesh in place in Ashkenaz, and says where a book keeps no part for it', async () => {
    stubParts();
    const musaf = (path: string[]) => part(['Shabbat', 'Musaf LeShabbat', ...path]);
    const ashkenaz: SiddurTocResponse = {
      nusach: 'ashkenaz',
      service: 'shabbat_musaf',
      book: BOOK,
      parts: [
        musaf(['Amidah', 'Patriarchs']),
        musaf(['Amidah', 'Sanctity of the Day', 'For Shabbat']),
        musaf(['Amidah', 'Sanctity of the Day', 'For Shabbat Rosh Chodesh']),
        musaf(['Amidah', 'Peace']),
      ],
      additions: [],
    };
    const { unmount } = renderView(SHABBAT_ROSH_CHODESH, ashkenaz);
    const articles = screen.getAllByRole('article');
    expect(within(articles[2]!).getByTestId('today-insert').textContent).toBe('Today: Musaf (Shabbat Rosh Chodesh)');
    expect(within(articles[1]!).getByTestId('today-omission').textContent).toMatch(
      /^Not said today: Musaf for Shabbat \(Shabbat Rosh Chodesh/,
    );
    // On its own page, today's Musaf is not "said elsewhere".
    expect(screen.queryByTestId('today-elsewhere')).toBeNull();
    expect(screen.queryByTestId('today-not-in-book')).toBeNull();
    unmount();

    // Another Shabbat: the Rosh Chodesh blessing is collapsed.
    const { unmount: unmount2 } = renderView(
      { ...SHABBAT_ROSH_CHODESH, date: '2027-01-16', inserts: [{ key: 'musaf', label: 'Musaf', reason: 'Shabbat' }], holidays: [] },
      ashkenaz,
    );
    expect(within(screen.getAllByRole('article')[2]!).getByTestId('today-omission').textContent).toMatch(
      /Said only when Rosh Chodesh falls on Shabbat/,
    );
    expect(within(screen.getAllByRole('article')[1]!).queryByTestId('today-omission')).toBeNull();
    unmount2();

    // Siddur Sefard's Shabbat Musaf is one part: the page says so.
    renderView(SHABBAT_ROSH_CHODESH, {
      nusach: 'sefard',
      service: 'shabbat_musaf',
      book: 'Siddur Sefard',
      parts: [{ ref: 'Siddur Sefard, Musaf, Musaf', title: 'Musaf', heading: [] }],
      additions: [],
    });
    expect(screen.getByTestId('today-not-in-book').textContent).toMatch(/Siddur Sefard keeps its Shabbat Musaf Amidah as one text/);
  }, 20_000);
});
