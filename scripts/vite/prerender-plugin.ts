// Vite build step: after the client bundle is written, renders the public pages to HTML with the
// app's own components (web/src/prerender/render.tsx, loaded through Vite's SSR module loader) and
// writes one file per page, plus index.html as the neutral shell for every other address.
// Each page's HTML carries its styles and preloads its own lazily loaded module and stylesheets,
// so the browser can paint before any script runs and hydrate as soon as the scripts are in.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { PageRenderer, RenderedPage } from '../../schema/prerendered-pages.ts';

const RENDER_MODULE = '/src/prerender/render.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

interface PageAssets {
  /** The page chunk and the chunks it imports statically. */
  scripts: string[];
  styles: string[];
}

/**
 * Fills the built index.html with a rendered page: its root, head tags and page assets. A page
 * (with `assets`) is shown by its HTML alone, so its scripts are fetched at low priority, after
 * what the first paint needs; the shell (without) needs its scripts to show anything.
 */
export function fillTemplate(template: string, page: RenderedPage, assets: PageAssets | undefined): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
  const links = [
    ...(assets?.styles ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
    // The entry's own imports are already preloaded by Vite.
    ...(assets?.scripts ?? []).filter((file) => !template.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  let html = template.replace('</head>', `${page.head}${links.join('')}</head>`).replace(EMPTY_ROOT, page.root);
  if (assets && !process.env.NO_LOW) html = html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  return html;
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
        pageAssets.set(page, { scripts: [chunk.fileName, ...chunk.imports], styles: [...new Set(styles)] });
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
