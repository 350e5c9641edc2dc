import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, isUnauthorized, type HttpError } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const spy = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('api client', () => {
  it('sends credentials always and JSON only with a payload', async () => {
    const spy = stubFetch(Response.json({ ok: 1 }));
    await api.get('/api/user');
    expect(spy.mock.calls[0]![1]).toEqual({ method: 'GET', credentials: 'include' });

    spy.mockResolvedValueOnce(Response.json({ id: 1 }, { status: 201 }));
    await api.post('/api/submissions', { a: 1 });
    expect(spy.mock.calls[1]![1]).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it("throws '{status}: {body}' on a non-2xx answer, with the field errors", async () => {
    stubFetch(Response.json({ message: 'email: Please enter a valid email address', errors: { email: 'Please enter a valid email address' } }, { status: 400 }));
    const error = (await api.post('/api/register', {}).catch((e) => e)) as HttpError;
    expect(error.message).toBe('400: {"message":"email: Please enter a valid email address","errors":{"email":"Please enter a valid email address"}}');
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    expect(error.serverMessage).toBe('email: Please enter a valid email address');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(api.get('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('answers undefined for 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.post('/api/logout')).resolves.toBeUndefined();
  });

  it('recognises the unauthorized error', () => {
    expect(isUnauthorized(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorized(new Error('403: {"message":"Forbidden"}'))).toBe(false);
  });
});
