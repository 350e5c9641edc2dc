import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
// Read as text through Vite's module loader: workerd itself cannot read the project's files.
import wranglerToml from '../../../wrangler.toml?raw';
import { app } from '../app.ts';
import type { Env } from '../env.ts';

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

const PAGE = '<!DOCTYPE html><html><body>fallback</body></html>';

describe('the SPA fallback', () => {
  it('answers a page address the assets have no file for with the fallback page, passing conditional headers on', async () => {
    const { requests, ASSETS } = recordingAssets(() => new Response(PAGE, { status: 200, headers: { 'content-type': 'text/html' } }));

    const res = await app.request('http://localhost/account?tab=devices', { headers: { 'If-None-Match': '"x"' } }, { ...env, ASSETS });

    expect(requests).toHaveLength(1);
    const [asked] = requests;
    expect(new URL(asked!.url).pathname).toBe('/__spa-fallback');
    expect(asked!.headers.get('If-None-Match')).toBe('"x"');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PAGE);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an address in a language with the fallback written in that language', async () => {
    const { requests, ASSETS } = recordingAssets(() => new Response(PAGE, { status: 200, headers: { 'content-type': 'text/html' } }));

    for (const path of ['/he/account', '/fr/manage/3', '/ru', '/es/no-such-page', '/he/shul/1']) {
      await app.request(`http://localhost${path}`, {}, { ...env, ASSETS });
    }
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/he/__spa-fallback',
      '/fr/__spa-fallback',
      '/ru/__spa-fallback',
      '/es/__spa-fallback',
      '/he/__spa-fallback',
    ]);
  });

  it('answers a language prefix the site does not serve with the fallback page and status 404', async () => {
    const { ASSETS } = recordingAssets(() => new Response(PAGE, { status: 200, headers: { 'content-type': 'text/html' } }));

    for (const path of ['/xx/search', '/en/search', '/en', '/pt-br/calendar']) {
      const res = await app.request(`http://localhost${path}`, {}, { ...env, ASSETS });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(PAGE);
    }
    // A served language's page that is not prerendered (the account) is the fallback, found.
    expect((await app.request('http://localhost/he/account', {}, { ...env, ASSETS })).status).toBe(200);
  });

  it('leaves unknown API addresses and other methods a JSON 404', async () => {
    const { requests, ASSETS } = recordingAssets(() => new Response(PAGE));

    for (const [method, path] of [
      ['GET', '/api/no-such-thing'],
      ['GET', '/objects'],
      ['DELETE', '/account'],
    ] as const) {
      const res = await app.request(`http://localhost${path}`, { method }, { ...env, ASSETS });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
    expect(requests).toHaveLength(0);
  });

  it('runs only for addresses the assets have no file for', () => {
    expect(wranglerToml).toMatch(/^not_found_handling = "none"$/m);
    expect(wranglerToml).not.toMatch(/run_worker_first = \[[^\]]*"\/"[,\]]/);
  });
});
