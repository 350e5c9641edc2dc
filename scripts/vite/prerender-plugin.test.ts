import { describe, expect, it } from 'vitest';
import { fillTemplate } from './prerender-plugin.ts';
import type { RenderedPage } from '../../schema/prerendered-pages.ts';

// Shaped like Vite's built index.html: the entry script in <head>, the empty root in <body>.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE: RenderedPage = {
  root: '<div id="root" data-prerendered="/calendar"><main><h1>Hebrew Calendar</h1></main></div>',
  head: '<title>Hebrew Calendar | Shul Finder</title><style data-emotion="css abc">.css-abc{color:red}</style>',
  pageComponent: 'CalendarPage',
  data: undefined,
};

const ASSETS = {
  module: 'assets/CalendarPage-D4.js',
  styles: ['assets/CalendarPage-E5.css'],
};

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('fillTemplate', () => {
  it("fills the empty root and puts the page's head tags and stylesheets before </head>", () => {
    const html = fillTemplate(TEMPLATE, PAGE, ASSETS);

    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toContain('<h1>Hebrew Calendar</h1>');
    expect(headOf(html).endsWith(`${PAGE.head}<link rel="stylesheet" href="/assets/CalendarPage-E5.css">`)).toBe(true);
  });

  it("names the page's module on the root for boot.ts, and fetches no module from the HTML", () => {
    const html = fillTemplate(TEMPLATE, PAGE, ASSETS);

    expect(html).toContain('<div id="root" data-page-module="/assets/CalendarPage-D4.js" data-prerendered="/calendar">');
    expect(html).not.toContain('modulepreload');
    // The entry script stays as Vite wrote it.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
  });

  it('leaves the shell without a page module, stylesheets or data', () => {
    const shell: RenderedPage = { root: '<div id="root"><header>Shul Finder</header></div>', head: '<style data-emotion="css-global x"></style>', pageComponent: undefined, data: undefined };
    const html = fillTemplate(TEMPLATE, shell, undefined);

    expect(html).toContain(`<body>\n    ${shell.root}\n  </body>`);
    expect(headOf(html).endsWith(shell.head)).toBe(true);
    expect(html).not.toContain('data-page-module');
    expect(html).not.toContain('application/json');
  });

  it("embeds the page's data as JSON after the root, with no '<' that could close the block", () => {
    const page: RenderedPage = { ...PAGE, data: { parashas: { name: 'Noach', note: '</script><script>alert(1)</script>' } } };
    const html = fillTemplate(TEMPLATE, page, ASSETS);

    const block = /<div id="root"[^]*?<\/main><\/div><script type="application\/json" id="prerendered-data">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(page.data);
  });

  it("inserts the page's HTML as written, `$` patterns included", () => {
    // String.replace would read `$&`, `$'` and `$$` in a replacement string as patterns.
    const page: RenderedPage = {
      root: `<div id="root" data-prerendered="/sponsor"><p>$& $' $$18</p></div>`,
      head: `<title>$$ | Shul Finder</title>`,
      pageComponent: 'SponsorPage',
      data: undefined,
    };
    const html = fillTemplate(TEMPLATE, page, undefined);
    expect(html).toContain(page.root);
    expect(html).toContain(`${page.head}</head>`);
  });

  it('refuses a template without an empty root', () => {
    const template = TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(() => fillTemplate(template, PAGE, ASSETS)).toThrow('<div id="root"></div>');
  });
});
