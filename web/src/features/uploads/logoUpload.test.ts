import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../i18n/catalogs.ts';

const notify = vi.fn();
vi.mock('../../app/toaster.tsx', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const { logoUploadTarget, logoUrlFor } = await import('./logoUpload.ts');

type Handler = (url: string, init: RequestInit) => Response;
let handler: Handler;
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  notify.mockReset();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return handler(url, init);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});
// The form's messages, loaded as the form showing the logo field has them.
beforeAll(() => Promise.all([loadNamespace('en', 'forms'), loadNamespace('he', 'forms')]));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('logoUploadTarget', () => {
  it('asks the server for an upload URL and sends the signed content type', async () => {
    handler = () => json({ uploadURL: '/api/objects/put/logos/a.png?token=t', key: 'logos/a.png' });
    const target = await logoUploadTarget({ name: 'logo.png', type: 'image/png', size: 123 });
    expect(calls).toEqual([{ url: '/api/objects/upload', body: { filename: 'logo.png', contentType: 'image/png', size: 123 } }]);
    expect(target).toEqual({ url: '/api/objects/put/logos/a.png?token=t', key: 'logos/a.png', headers: { 'content-type': 'image/png' } });
  });

  it("toasts 'Failed to get upload URL' with the server's message and rethrows", async () => {
    handler = () => json({ message: 'Logos must be at most 5 MB' }, 413);
    await expect(logoUploadTarget({ name: 'big.png', type: 'image/png', size: 9e6 })).rejects.toThrow('413');
    expect(notify).toHaveBeenCalledWith('error', 'Failed to get upload URL', 'Logos must be at most 5 MB');
  });

  it('toasts in the language of the page it is on', async () => {
    window.history.replaceState(null, '', '/he/manage/shul/7');
    handler = () => json({ message: 'גודל הלוגו יכול להיות עד 5 MB' }, 413);
    await expect(logoUploadTarget({ name: 'big.png', type: 'image/png', size: 9e6 })).rejects.toThrow('413');
    const [, title, text] = notify.mock.calls[0] as [string, string, string];
    expect(title).toMatch(/[\u0590-\u05FF]/);
    expect(text).toBe('גודל הלוגו יכול להיות עד 5 MB');
  });
});

describe('logoUrlFor', () => {
  it('is the serving path from normalize', async () => {
    handler = () => json({ servingPath: '/objects/logos/a.png' });
    expect(await logoUrlFor('http://localhost/api/objects/put/logos/a.png')).toBe('/objects/logos/a.png');
    expect(calls[0]).toEqual({ url: '/api/objects/normalize', body: { uploadURL: 'http://localhost/api/objects/put/logos/a.png' } });
  });

  it('keeps the raw upload URL (made absolute) when normalize fails', async () => {
    handler = () => json({ message: 'boom' }, 500);
    expect(await logoUrlFor('/api/objects/put/logos/a.png')).toBe(`${window.location.origin}/api/objects/put/logos/a.png`);
    expect(notify).not.toHaveBeenCalled();
  });
});
