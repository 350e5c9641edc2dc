import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '#domain/page-routes.ts';
import { Build, MEASURED_PAGES, pageJs, routeIdOf, totalGzip } from './sizes.ts';

/** A tiny build: a home page naming its manifest, the manifest, an entry whose i18n chunk holds the catalog loaders. */
function fakeBuild(): Build {
  const loaders = (locale: string) =>
    `${locale}:{frame:()=>m(()=>import(\`./frame-${locale}.js\`),[]),home:()=>m(()=>import(\`./home-${locale}.js\`),__vite__mapDeps([0])),calendar:()=>m(()=>import(\`./calendar-${locale}.js\`),[])}`;
  const files: Record<string, string> = {
    '/': '<script type="text/x-module-after-paint">import "/assets/manifest-1.js";</script>',
    '/assets/manifest-1.js': `window.__reactRouterManifest=${JSON.stringify({
      url: '/assets/manifest-1.js',
      entry: { module: '/assets/entry.js', imports: ['/assets/i18n.js'] },
      routes: {
        root: { module: '/assets/root.js', imports: ['/assets/react.js'] },
        'routes/language': { module: '/assets/language.js', parentId: 'root' },
        'routes/home': { module: '/assets/home.js', imports: ['/assets/react.js', '/assets/card.js'], parentId: 'routes/language' },
        'routes/calendar': { module: '/assets/calendar.js', parentId: 'routes/language' },
      },
    })};`,
    '/assets/i18n.js': `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/plural.js"])))=>i.map(i=>d[i]);var l={${['en', 'he', 'fr', 'es', 'ru'].map(loaders).join(',')}};`,
  };
  const sizes: Record<string, number> = { '/assets/react.js': 4000, '/assets/home-he.js': 900, '/assets/home-en.js': 500, '/assets/plural.js': 300 };
  return new Build(async (path) => {
    if (path in files) return Buffer.from(files[path]!);
    // Random bytes do not compress: a file's gzip size grows with its length.
    return Buffer.from(Array.from({ length: sizes[path] ?? 100 }, (_, i) => (i * 7919) % 251));
  });
}

describe('first-load JS from the build', () => {
  it('measures every public page, a listing, and the pages the SPA fallback renders', () => {
    const paths = MEASURED_PAGES.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining([...PUBLIC_PAGE_PATHS, '/shul/1', '/auth', '/account']));
    expect(MEASURED_PAGES.filter((p) => p.public).map((p) => p.path)).toEqual([...PUBLIC_PAGE_PATHS, '/shul/1']);
  });

  it("names each address's route as React Router's manifest does", () => {
    expect(routeIdOf('/')).toBe('routes/home');
    expect(routeIdOf('/shul/1')).toBe('routes/shul');
    expect(routeIdOf('/login')).toBe('login');
    expect(routeIdOf('/no/such/page')).toBe('routes/not-found');
  });

  it("counts the manifest, the entry, the route chain's modules and the first screen's messages of each language", async () => {
    const build = fakeBuild();
    const home = await pageJs(build, '/');
    expect(home.code.files.sort()).toEqual(
      ['/assets/manifest-1.js', '/assets/entry.js', '/assets/i18n.js', '/assets/home.js', '/assets/react.js', '/assets/card.js', '/assets/language.js', '/assets/root.js'].sort(),
    );
    // The frame's and the home page's namespaces, with what they import; not the calendar's.
    expect(home.catalogFiles.he.sort()).toEqual(['/assets/frame-he.js', '/assets/home-he.js', '/assets/plural.js']);
    expect(home.catalogGzipBytes.he).toBeGreaterThan(home.catalogGzipBytes.en);
    expect(totalGzip(home, 'he')).toBe(home.code.gzipBytes + home.catalogGzipBytes.he);
    expect(home.code.gzipBytes).toBeGreaterThan(gzipSync(Buffer.alloc(4000)).length);
    const calendar = await pageJs(build, '/calendar');
    expect(calendar.catalogFiles.ru).toEqual(['/assets/frame-ru.js', '/assets/calendar-ru.js']);
  });
});
