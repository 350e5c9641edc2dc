import { describe, expect, it } from 'vitest';
// Read as text through Vite's module loader: workerd itself cannot read the project's files.
import wranglerToml from '../../../wrangler.toml?raw';
import { app } from '../app.ts';
import type { Env } from '../env.ts';
import { homePage } from './home-page.ts';

/** An ASSETS binding that records what it is asked for and answers with a fixed page. */
function recordingAssets(answer: () => Response) {
  const requests: Request[] = [];
  const ASSETS = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return answer();
    },
  } as Partial<Env['ASSETS']> as Env['ASSETS'];
  return { requests, ASSETS };
}

describe('GET /', () => {
  it("serves the prerendered home page's file from the static assets, passing conditional headers on", async () => {
    const { requests, ASSETS } = recordingAssets(() => new Response('<div id="root" data-prerendered="/">home</div>', { status: 200, headers: { 'content-type': 'text/html' } }));

    const res = await homePage.request('http://localhost/', { headers: { 'If-None-Match': '"x"' } }, { ASSETS });

    expect(requests).toHaveLength(1);
    const [asked] = requests;
    // `/home`, not `/home.html` (which the assets answer with a redirect) nor `/` (the shell).
    expect(new URL(asked!.url).pathname).toBe('/home');
    expect(asked!.method).toBe('GET');
    expect(asked!.headers.get('If-None-Match')).toBe('"x"');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(await res.text()).toBe('<div id="root" data-prerendered="/">home</div>');
  });

  it("passes the assets' answer to a conditional request on unchanged", async () => {
    const { ASSETS } = recordingAssets(() => new Response(null, { status: 304, headers: { etag: '"x"' } }));

    const res = await homePage.request('http://localhost/', { headers: { 'If-None-Match': '"x"' } }, { ASSETS });

    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe('"x"');
    expect(await res.text()).toBe('');
  });

  it('is mounted in the app, and the Worker runs first for `/`', () => {
    const [homeRoute] = homePage.routes;
    const route = app.routes.find((r) => r.method === 'GET' && r.path === '/');
    expect(route?.handler).toBe(homeRoute!.handler);

    // Without `/` in run_worker_first the static assets would answer `/` with the shell (index.html).
    const runWorkerFirst = /^run_worker_first\s*=\s*(\[.*\])\s*$/m.exec(wranglerToml)?.[1];
    expect(runWorkerFirst).toBeDefined();
    expect(JSON.parse(runWorkerFirst!)).toContain('/');
  });
});
