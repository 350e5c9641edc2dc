import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, isUnauthorized } from './api.ts';
import { answer, client, read } from './client.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const spy = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('the typed client', () => {
  it('sends credentials always and JSON only with a payload', async () => {
    const spy = stubFetch(Response.json({ ok: 1 }));
    await client.api.user.$get();
    expect(spy.mock.calls[0]![0]).toBe('/api/user');
    expect(spy.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(spy.mock.calls[0]![1]?.body).toBeUndefined();

    spy.mockResolvedValueOnce(Response.json({ id: 1 }, { status: 201 }));
    await client.api['forgot-password'].$post({ json: { email: 'a@example.com' } });
    const init = spy.mock.calls[1]![1]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@example.com"}' });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it("asks for the API's messages in the page's language", async () => {
    const spy = stubFetch(Response.json({ ok: 1 }));
    window.history.pushState({}, '', '/he/auth/login');
    await client.api['forgot-password'].$post({ json: { email: 'a@example.com' } });
    window.history.pushState({}, '', '/search');
    await client.api.user.$get();
    expect(new Headers(spy.mock.calls[0]![1]!.headers).get('accept-language')).toBe('he');
    expect(new Headers(spy.mock.calls[0]![1]!.headers).get('content-type')).toBe('application/json');
    expect(new Headers(spy.mock.calls[1]![1]!.headers).get('accept-language')).toBe('en');
  });

  it("throws '{status}: {body}' on a non-2xx answer, with the field errors", async () => {
    stubFetch(
      Response.json(
        { message: 'email: Please enter a valid email address', errors: { email: 'Please enter a valid email address' } },
        { status: 400 },
      ),
    );
    const error = (await answer(client.api['forgot-password'].$post({ json: { email: 'x' } })).catch((e) => e)) as HttpError;
    expect(error.message).toBe(
      '400: {"message":"email: Please enter a valid email address","errors":{"email":"Please enter a valid email address"}}',
    );
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    expect(error.serverMessage).toBe('email: Please enter a valid email address');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(client.api.user.$get()).rejects.toThrow('503: Service Unavailable');
  });

  it('keys a read by its path with its parameters and query, and fetches that path', async () => {
    const zmanim = read(client.api.zmanim, { query: { geonameid: '281184', date: '2026-11-25' } });
    expect(zmanim.key).toBe('/api/zmanim?geonameid=281184&date=2026-11-25');
    const psalm = read(client.api.texts.tehillim[':n'], { param: { n: '23' } });
    expect(psalm.key).toBe('/api/texts/tehillim/23');
    const spy = stubFetch(Response.json({ n: 23 }));
    await psalm.fetch();
    expect(spy.mock.calls[0]![0]).toBe('/api/texts/tehillim/23');
  });

  it('recognises the unauthorized error by its status', async () => {
    stubFetch(Response.json({ message: 'Unauthorized' }, { status: 401 }));
    const unauthorized = await client.api.user.$get().catch((e: unknown) => e);
    expect(isUnauthorized(unauthorized)).toBe(true);
    expect(isUnauthorized(new HttpError(401, '', 'Unauthorized'))).toBe(true);
    expect(isUnauthorized(new HttpError(403, '{"message":"Forbidden"}', 'Forbidden'))).toBe(false);
    // Only the status counts: an error that merely reads like a 401 is not one.
    expect(isUnauthorized(new Error('401: {"message":"Unauthorized"}'))).toBe(false);
  });
});
