import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/languages.ts';
import { loadCatalog } from './catalogs.ts';
import { I18nProvider } from './I18nProvider.tsx';
import { useRichT } from './richText.tsx';

function Confirmed({ email }: { email: string }) {
  const richT = useRichT();
  return <p>{richT('auth.verify.done', { email: <bdi>{email}</bdi> })}</p>;
}

async function render(locale: Locale, email: string) {
  await loadCatalog(locale);
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <Confirmed email={email} />
    </I18nProvider>,
  );
}

describe('useRichT', () => {
  it('puts the element in its argument’s place, the text around it as t gives it', async () => {
    expect(await render('en', 'rivka@example.com')).toBe('<p>Thank you: <bdi>rivka@example.com</bdi> is confirmed.</p>');
    expect(await render('he', 'rivka@example.com')).toBe('<p>תודה: הכתובת <bdi>rivka@example.com</bdi> אושרה.</p>');
  });
});
