import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#domain/languages.ts';
import { createAppSystem } from '../../app/theme.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import { I18nProvider } from '../../i18n/I18nProvider.tsx';
import { EmbedSnippet, embedPagePath, embedSnippet } from './EmbedSnippet.tsx';

beforeAll(async () => {
  await Promise.all((['en', 'he', 'fr'] as const).map((l) => loadCatalog(l)));
});
afterEach(cleanup);

const show = (locale: Locale) =>
  render(
    <ChakraProvider value={createAppSystem()}>
      <I18nProvider locale={locale}>
        <EmbedSnippet synagogueId={42} synagogueName="Beth Shalom" />
      </I18nProvider>
    </ChakraProvider>,
  );

describe('the embed snippet', () => {
  it('names the language in data-lang and the preview’s ?lang=, English needing neither', () => {
    expect(embedSnippet('https://x.example', 42)).toBe('<script src="https://x.example/embed.js" data-shul="42" async></script>');
    for (const lang of ['he', 'fr', 'es', 'ru'] as const) {
      expect(embedSnippet('https://x.example', 42, lang)).toBe(
        `<script src="https://x.example/embed.js" data-shul="42" data-lang="${lang}" async></script>`,
      );
      expect(embedPagePath(42, lang)).toBe(`/embed/shul/42?lang=${lang}`);
    }
    expect(embedPagePath(42)).toBe('/embed/shul/42');
  });

  it('offers all five languages, each by its own name, starting with the page’s', () => {
    show('fr');
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['en', 'English', 'en'],
      ['he', 'עברית', 'he'],
      ['fr', 'Français', 'fr'],
      ['es', 'Español', 'es'],
      ['ru', 'Русский', 'ru'],
    ]);
    expect(select.value).toBe('fr');
    expect(screen.getByTestId('embed-snippet').textContent).toContain('data-lang="fr"');
  });

  it('changes the snippet and the preview when another language is chosen', () => {
    show('en');
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(screen.getByTestId('embed-snippet').textContent).not.toContain('data-lang');
    fireEvent.change(select, { target: { value: 'ru' } });
    expect(screen.getByTestId('embed-snippet').textContent).toContain('data-lang="ru"');
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('/embed/shul/42?lang=ru');
  });
});
