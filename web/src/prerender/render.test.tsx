// @vitest-environment node
// Node, not jsdom: the build renders in Node, and emotion only collects its styles for
// extraction (its server path) when there is no document.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderPage, renderShell } from './render.tsx';
import type { ParashasResponse } from '../../../schema/texts.ts';
import { PARASHAS_DATA } from '../features/texts/useTexts.ts';

/** Any `<script` except structured data; the page's CSP blocks inline scripts. */
const EXECUTABLE_SCRIPT = /<script(?![^>]*type="application\/ld\+json")/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('renderPage', () => {
  it.each(PRERENDERED_PATHS)('renders %s with its head, styles and page module', async (path) => {
    const page = await renderPage(path);

    expect(page.root.startsWith(`<div id="root" data-prerendered="${path}">`)).toBe(true);
    expect(page.root.endsWith('</div>')).toBe(true);
    expect(page.head).toMatch(/<title>[^<]+ \| Shul Finder<\/title>/);
    expect(page.head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${escapeRegExp(path)}"`));
    expect(page.head).toContain('data-emotion="css-global ');
    expect(page.head).toContain('data-emotion="css ');
    // The hoisted tags went to the head, not into the root.
    expect(page.root).not.toMatch(/<title>/);
    expect(`${page.head}${page.root}`).not.toMatch(EXECUTABLE_SCRIPT);
    expect(page.pageComponent).toMatch(/^\w+Page$/);
  });

  it('renders the home page with its heading', async () => {
    const page = await renderPage('/');
    expect(page.pageComponent).toBe('HomePage');
    expect(page.root).toMatch(/<h1\b[^>]*>(?:<[^>]+>)*Find Your Local Shul/);
  });

  it('renders the 54 Torah portions into /parsha and carries the answer it rendered them from', async () => {
    const page = await renderPage('/parsha');
    const answer = page.data?.[PARASHAS_DATA] as ParashasResponse;

    expect(answer.parashas).toHaveLength(54);
    expect(page.root).toContain('THIS WEEK');
    for (const p of [answer.parashas[0]!, answer.parashas[53]!]) expect(page.root).toContain(p.name);
    expect((await renderPage('/sponsor')).data).toBeUndefined();
  });
});

describe('renderShell', () => {
  it('renders the header and footer around an empty page', async () => {
    const shell = await renderShell();

    expect(shell.root.startsWith('<div id="root">')).toBe(true);
    expect(shell.root).not.toContain('data-prerendered');
    expect(shell.root).toContain('<header');
    expect(shell.root).toContain('<footer');
    expect(shell.root).not.toContain('<h1');
    expect(shell.head).toContain('data-emotion="css-global ');
    expect(`${shell.head}${shell.root}`).not.toMatch(EXECUTABLE_SCRIPT);
  });
});
