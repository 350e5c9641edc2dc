// Which of a listing's names each language's pages show, on the listing page's header and on a
// search result card.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import type { Synagogue } from '#contract/synagogues.ts';
import type { Locale } from '#domain/languages.ts';
import { createAppSystem } from '../../app/theme.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import { I18nProvider } from '../../i18n/I18nProvider.tsx';
import { SynagogueCard } from '../directory/SynagogueCard.tsx';
import { ListingHeader } from './ListingHeader.tsx';

afterEach(cleanup);

const listing = (names: Pick<Synagogue, 'name' | 'hebrewName' | 'names'>) =>
  ({
    id: 7,
    ...names,
    address: '',
    city: 'Lod',
    state: null,
    zipCode: null,
    country: 'Israel',
    phone: null,
    website: null,
    nusach: null,
    hasWheelchairAccess: false,
    hasMikve: false,
    hasParking: false,
    hasYouthPrograms: false,
    notes: null,
  }) as SynagogueDetail;

// Shomer Israel, Lod, as the import stores it from OpenStreetMap (the karov sample, way 431954305).
const shomer = listing({ name: 'שומר ישראל', hebrewName: 'שומר ישראל', names: { en: 'Shomer Israel', ru: 'Шомер Исраэль' } });
// Written for this test: a listing entered by hand with its Hebrew name, and one with a French name.
const parkEast = listing({ name: 'Park East Synagogue', hebrewName: 'בית הכנסת פארק איסט', names: null });
const victoire = listing({ name: 'Great Synagogue', hebrewName: 'בית הכנסת הגדול', names: { fr: 'Grande synagogue' } });

async function renderIn(locale: Locale, ui: React.ReactNode) {
  await loadCatalog(locale);
  return render(
    <ChakraProvider value={createAppSystem()}>
      <I18nProvider locale={locale}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

/** The header's heading, the local name beneath it and the Hebrew name line, as the page shows them. */
async function header(locale: Locale, s: SynagogueDetail) {
  await renderIn(locale, <ListingHeader listing={s} />);
  const heading = screen.getByRole('heading', { level: 1 });
  const shown = {
    heading: heading.textContent,
    lang: heading.querySelector('bdi')!.getAttribute('lang'),
    local: screen.queryByTestId('local-name')?.textContent ?? null,
    localLang: screen.queryByTestId('local-name')?.querySelector('bdi')?.getAttribute('lang') ?? null,
    hebrew: screen.queryByTestId('hebrew-name')?.textContent ?? null,
  };
  cleanup();
  return shown;
}

// Five languages' catalogs and Chakra's first renders are slow on a shared machine: a longer timeout.
describe('a listing’s name in the page’s language', { timeout: 30_000 }, () => {
  it('heads the listing page with the page language’s name and the local name beneath', async () => {
    expect(await header('en', shomer)).toEqual({
      heading: 'Shomer Israel',
      lang: null,
      local: 'שומר ישראל',
      localLang: 'he',
      hebrew: null,
    });
    expect(await header('ru', shomer)).toEqual({
      heading: 'Шомер Исраэль',
      lang: null,
      local: 'שומר ישראל',
      localLang: 'he',
      hebrew: null,
    });
    expect(await header('he', shomer)).toEqual({ heading: 'שומר ישראל', lang: null, local: null, localLang: null, hebrew: null });
    // No French or Spanish name: the local name alone, marked as the Hebrew it is.
    for (const locale of ['fr', 'es'] as const) {
      expect(await header(locale, shomer)).toEqual({ heading: 'שומר ישראל', lang: 'he', local: null, localLang: null, hebrew: null });
    }
  });

  it('keeps the Hebrew name beneath where it is not already one of the names shown', async () => {
    expect(await header('en', parkEast)).toEqual({
      heading: 'Park East Synagogue',
      lang: null,
      local: null,
      localLang: null,
      hebrew: 'בית הכנסת פארק איסט',
    });
    expect(await header('he', parkEast)).toEqual({
      heading: 'בית הכנסת פארק איסט',
      lang: null,
      local: 'Park East Synagogue',
      localLang: null,
      hebrew: null,
    });
    expect(await header('fr', victoire)).toEqual({
      heading: 'Grande synagogue',
      lang: null,
      local: 'Great Synagogue',
      localLang: null,
      hebrew: 'בית הכנסת הגדול',
    });
  });

  it('names a search result the same way, its link to the listing carrying the shown name', async () => {
    await renderIn('ru', <SynagogueCard synagogue={shomer} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Шомер Исраэль' }).getAttribute('href')).toBe('/ru/shul/7');
    expect(within(card).getByTestId('local-name').textContent).toBe('שומר ישראל');
    cleanup();
    await renderIn('es', <SynagogueCard synagogue={shomer} />);
    expect(screen.getByRole('link', { name: 'שומר ישראל' })).toBeTruthy();
    expect(screen.queryByTestId('local-name')).toBeNull();
  });
});
