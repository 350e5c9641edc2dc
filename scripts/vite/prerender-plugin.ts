// Vite build step: after the client bundle is written, renders the public pages to HTML with the
// app's own components (web/src/prerender/render.tsx, loaded through Vite's SSR module loader) and
// writes one file per page, plus index.html as the neutral shell for every other address.
// Each page's HTML carries its styles and stylesheets, so the browser paints it before any script
// runs, and names its own module for web/src/boot.ts to import once it has.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { PAGE_MODULE_ATTRIBUTE, PRERENDERED_DATA_ID, type PageRenderer, type RenderedPage } from '../../schema/prerendered-pages.ts';

const RENDER_MODULE = '/src/prerender/render.tsx';
const ROOT_OPENING = '<div id="root"';
const EMPTY_ROOT = `${ROOT_OPENING}></div>`;

interface PageAssets {
  /** The page's lazily loaded chunk. */
  module: string;
  /** Stylesheets the page chunk and its imports bring. */
  styles: string[];
}

/**
 * Fills the built index.html with a rendered page: its root, head tags and stylesheets. The page's
 * module is not preloaded here: the page shows without it, and web/src/boot.ts imports it with the
 * app once the page has painted (named on the root, PAGE_MODULE_ATTRIBUTE).
 */
export function fillTemplate(template: string, page: RenderedPage, assets: PageAssets | undefined): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
  const styles = (assets?.styles ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  const root = assets ? page.root.replace(ROOT_OPENING, () => `${ROOT_OPENING} ${PAGE_MODULE_ATTRIBUTE}="/${assets.module}"`) : page.root;
  // Data, not a script: the browser never runs it (and the CSP allows no inline script).
  const data = page.data ? `<script type="application/json" id="${PRERENDERED_DATA_ID}">${JSON.stringify(page.data).replaceAll('<', '\\u003c')}</script>` : '';
  // Replacer functions: a replacement string would read `$&`, `$'` or `$$` in the page's HTML as patterns.
  return template.replace('</head>', () => `${page.head}${styles}</head>`).replace(EMPTY_ROOT, () => root + data);
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  const pageAssets = new Map<string, PageAssets>();
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        const page = /\/src\/pages\/(\w+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (!page) continue;
        const styles = [chunk, ...chunk.imports.map((file) => bundle[file])].flatMap((c) => (c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : []));
        pageAssets.set(page, { module: chunk.fileName, styles: [...new Set(styles)] });
      }
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const render = (await server.ssrLoadModule(RENDER_MODULE)) as PageRenderer;
        for (const path of render.PRERENDERED_PATHS) {
          const page = await render.renderPage(path);
          const assets = page.pageComponent ? pageAssets.get(page.pageComponent) : undefined;
          if (!assets) throw new Error(`prerendering ${path}: no page module found for ${page.pageComponent ?? 'its route'}`);
          writeFileSync(join(outDir, render.prerenderedFile(path)), fillTemplate(template, page, assets));
        }
        writeFileSync(join(outDir, 'index.html'), fillTemplate(template, await render.renderShell(), undefined));
      } finally {
        await server.close();
      }
    },
  };
}
