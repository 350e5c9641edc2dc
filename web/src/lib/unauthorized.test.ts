import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../i18n/catalogs.ts';
import { HttpError } from './api.ts';

const notify = vi.fn();
vi.mock('../app/toaster.tsx', () => ({ notify: (...args: unknown[]) => notify(...args) }));
const { handleUnauthorized, UNAUTHORIZED_REDIRECT_MS } = await import('./unauthorized.ts');

// The frame's messages are in on every page before it starts (entry.client.tsx).
beforeAll(() => Promise.all((['en', 'fr'] as const).map((l) => loadNamespace(l, 'frame'))));
afterEach(() => {
  notify.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('handleUnauthorized', () => {
  it('leaves any other failure alone', () => {
    expect(handleUnauthorized(new HttpError(500, '', 'Server Error'))).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('says so in the page’s language and signs in again on a page in that language', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/fr/admin', assign });
    expect(handleUnauthorized(new HttpError(401, '', 'Unauthorized'))).toBe(true);
    expect(notify).toHaveBeenCalledWith('error', 'Connexion requise', 'Vous êtes déconnecté. Reconnexion en cours…');
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(assign).toHaveBeenCalledWith(`/fr/auth?next=${encodeURIComponent('/fr/admin')}`);
  });

  it('keeps English at the root', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/admin', assign });
    handleUnauthorized(new HttpError(401, '', 'Unauthorized'), '/manage');
    expect(notify).toHaveBeenCalledWith('error', 'Unauthorized', 'You are logged out. Logging in again...');
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(assign).toHaveBeenCalledWith(`/auth?next=${encodeURIComponent('/manage')}`);
  });
});
