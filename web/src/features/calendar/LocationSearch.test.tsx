// The location box's suggestions: each place with its region, and why it matched when the text
// was one of its alternate names, in the page's language.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#domain/languages.ts';
import type { Place } from '#domain/places.ts';
import { createAppSystem } from '../../app/theme.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import { I18nProvider } from '../../i18n/I18nProvider.tsx';
import { swrConfig } from '../../lib/api.ts';
import { LocationSearch } from './LocationSearch.tsx';

beforeAll(() => Promise.all([loadCatalog('en'), loadCatalog('he')]));

// /api/places/suggest for 'בני ברק', as the Worker answers it (the gazetteer's row for Bnei Brak).
const BNEI_BRAK: Place = {
  name: 'Bnei Brak',
  label: 'Bnei Brak, Israel',
  country: 'IL',
  admin1: '05',
  latitude: 32.08074,
  longitude: 34.8338,
  tzid: 'Asia/Jerusalem',
  geonameid: 295514,
  context: 'Israel',
  matched: 'בני ברק',
};
const JERUSALEM: Place = { ...BNEI_BRAK, name: 'Jerusalem', label: 'Jerusalem, Israel', geonameid: 281184, matched: undefined };

function renderSearch(locale: Locale, places: Place[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(places)),
  );
  render(
    <ChakraProvider value={createAppSystem()}>
      <I18nProvider locale={locale}>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <LocationSearch busy={false} onSearch={() => {}} onPick={() => {}} onNearMe={() => {}} />
        </SWRConfig>
      </I18nProvider>
    </ChakraProvider>,
  );
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'בני ברק' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LocationSearch suggestions', () => {
  it('say which alternate name a place matched, and nothing for a place found by its own name', async () => {
    renderSearch('en', [BNEI_BRAK, JERUSALEM]);
    const [bneiBrak, jerusalem] = await screen.findAllByRole('option');
    expect(bneiBrak!.textContent).toContain('Bnei Brak, Israel');
    expect(bneiBrak!.textContent).toContain('matched ‘בני ברק’');
    // The Hebrew name keeps its own direction inside the English sentence.
    expect(within(bneiBrak!).getByText('בני ברק').tagName).toBe('BDI');
    expect(jerusalem!.textContent).not.toContain('matched');
  });

  it('say it in the page’s language', async () => {
    renderSearch('he', [BNEI_BRAK]);
    expect((await screen.findByRole('option')).textContent).toContain('לפי השם ‘בני ברק’');
  });
});
