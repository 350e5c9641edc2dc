import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedListing } from '#contract/saved-listings.ts';
import type { SiddurPartsResponse, SiddurTocResponse } from '#contract/siddur.ts';
import { closeDeviceDb, deviceDb, trimPlaces, trimTexts } from './db.ts';
import { keepAnswer, keptAnswer } from './answers.ts';
import { keepsAnything } from './device.ts';
import { coordinatesKey, keptPlace, keptPlaces, rememberPlace } from './places.ts';
import {
  DeviceFullError,
  forgetAccount,
  refreshSavedShuls,
  removeShul,
  saveShul,
  savedShul,
  savedShuls,
  syncWithAccount,
} from './savedShuls.ts';
import { downloadSiddur, keepSiddurParts, keptSiddurParts, planSiddurDownload, siddurOnDevice } from './texts.ts';
import { listing, schedule } from './testData.ts';

const NEW_YORK = {
  name: 'New York City',
  label: 'New York City, NY',
  country: 'US',
  admin1: 'NY',
  latitude: 40.7128,
  longitude: -74.006,
  tzid: 'America/New_York',
  geonameid: 5128581,
};

/** The API as the device's code calls it: listings, their schedules, the account's saved list. */
class FakeApi {
  account: number[] = [];
  gone = new Set<number>();
  offline = false;
  accountMax = 50;
  calls: string[] = [];

  handle = async (input: string, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    this.calls.push(`${method} ${url.pathname}${url.search}`);
    if (this.offline) throw new TypeError('Failed to fetch');
    const listingMatch = /^\/api\/synagogues\/(\d+)(\/schedule)?$/.exec(url.pathname);
    if (listingMatch) {
      const id = Number(listingMatch[1]);
      if (this.gone.has(id)) return Response.json({ message: 'Synagogue not found' }, { status: 404 });
      return Response.json(listingMatch[2] ? schedule(id, '2026-11-08', Number(url.searchParams.get('days'))) : listing(id));
    }
    if (url.pathname === '/api/zmanim')
      return Response.json({ date: url.searchParams.get('date'), location: { ...NEW_YORK, il: false }, zmanim: {} });
    const saved = (): SavedListing[] =>
      this.account.map((id) => ({ id, name: `Shul ${id}`, city: 'New York', country: 'USA', savedAt: '2026-11-01T00:00:00.000Z' }));
    const accountMatch = /^\/api\/account\/saved-listings(?:\/(\d+))?$/.exec(url.pathname);
    if (accountMatch) {
      const id = Number(accountMatch[1]);
      if (method === 'PUT' || method === 'POST') {
        const ids = method === 'PUT' ? [id] : (JSON.parse(String(init?.body)) as { ids: number[] }).ids;
        const fresh = ids.filter((i) => !this.account.includes(i) && !this.gone.has(i));
        if (this.account.length + fresh.length > this.accountMax) return Response.json({ message: 'full' }, { status: 409 });
        this.account.push(...fresh);
      }
      if (method === 'DELETE') {
        this.account = this.account.filter((i) => i !== id);
        return new Response(null, { status: 204 });
      }
      return Response.json(saved());
    }
    return Response.json({ message: 'no route' }, { status: 404 });
  };
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', vi.fn(api.handle));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await closeDeviceDb();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});

const NOW = Date.parse('2026-11-08T12:00:00Z');
const HOUR = 3_600_000;

describe('a saved shul', () => {
  it('keeps the listing, its next 14 days and its place, and marks the device as keeping something', async () => {
    expect(keepsAnything()).toBe(false);
    await saveShul(7, false, NOW);
    const kept = await savedShul(7);
    expect(kept).toMatchObject({ id: 7, listing: { name: 'Shul 7' }, place: NEW_YORK, device: true, account: false, savedAt: NOW });
    expect(kept!.schedule!.days).toHaveLength(14);
    expect(kept!.bytes).toBeGreaterThan(1000);
    expect(api.calls).toContain('GET /api/synagogues/7/schedule?days=14');
    expect(keepsAnything()).toBe(true);
    // Its place is the calendar's at the listing's coordinates, as the calendar's address rounds them.
    expect(await keptPlace(coordinatesKey(40.7128, -74.006, 'America/New_York'))).toEqual(NEW_YORK);
  });

  it('is refused past 50 on a device, where an older one is never dropped for it', async () => {
    const db = await deviceDb();
    for (let id = 1; id <= 50; id += 1) await db.put('shuls', { ...(await fakeRecord(id)) });
    await expect(saveShul(51, false)).rejects.toBeInstanceOf(DeviceFullError);
    // Saving one already kept again is still fine.
    await expect(saveShul(50, false)).resolves.toMatchObject({ id: 50 });
    expect(await savedShuls()).toHaveLength(50);
  });

  it('signed in, goes to the account first: a full account keeps nothing on the device', async () => {
    await saveShul(3, true);
    expect(api.account).toEqual([3]);
    expect(await savedShul(3)).toMatchObject({ device: false, account: true });
    api.accountMax = 1;
    await expect(saveShul(4, true)).rejects.toThrow(/^409/);
    expect(await savedShul(4)).toBeUndefined();
  });

  it('is removed from the device and, signed in, from the account', async () => {
    await saveShul(3, true);
    await removeShul(3, true);
    expect(api.account).toEqual([]);
    expect(await savedShul(3)).toBeUndefined();
  });

  it('is refreshed in the background once its copy is six hours old; a listing gone is dropped; no network stops it', async () => {
    await saveShul(1, false, NOW);
    await saveShul(2, false, NOW);
    await saveShul(3, false, NOW + 5 * HOUR);
    api.gone.add(2);
    expect(await refreshSavedShuls({ now: NOW + 7 * HOUR })).toBe(1);
    expect((await savedShul(1))!.refreshedAt).toBe(NOW + 7 * HOUR);
    expect(await savedShul(2)).toBeUndefined();
    expect((await savedShul(3))!.refreshedAt).toBe(NOW + 5 * HOUR);
    api.offline = true;
    expect(await refreshSavedShuls({ now: NOW + 20 * HOUR })).toBe(0);
    expect((await savedShul(1))!.refreshedAt).toBe(NOW + 7 * HOUR);
  });
});

describe('the saved shuls and the account', () => {
  it("signing in: the device's list joins the account's, and the account's others are downloaded", async () => {
    await saveShul(1, false);
    api.account = [2];
    const list = await syncWithAccount();
    expect(list.map((s) => s.id)).toEqual([2, 1]);
    expect(await savedShul(1)).toMatchObject({ device: true, account: true });
    expect(await savedShul(2)).toMatchObject({ device: false, account: true, listing: { name: 'Shul 2' } });
  });

  it('a listing removed from the account on another device leaves this one, unless saved here without an account', async () => {
    await saveShul(1, false);
    await saveShul(2, true);
    await syncWithAccount();
    api.account = [];
    // The device's own (1) is offered to the account again; the account's (2) goes.
    await syncWithAccount();
    expect(await savedShul(2)).toBeUndefined();
    expect(await savedShul(1)).toMatchObject({ device: true, account: true });
  });

  it("signing out: the account's leave the device, the device's own stay as its own", async () => {
    await saveShul(1, false);
    await saveShul(2, true);
    await syncWithAccount();
    await forgetAccount();
    expect((await savedShuls()).map((r) => [r.id, r.device, r.account])).toEqual([[1, true, false]]);
  });

  it("a full account keeps its own list, and the device's stays on the device", async () => {
    await saveShul(1, false);
    api.account = [2];
    api.accountMax = 1;
    const list = await syncWithAccount();
    expect(list.map((s) => s.id)).toEqual([2]);
    expect(await savedShul(1)).toMatchObject({ device: true, account: false });
  });
});

describe('the bounds of the device store', () => {
  it('places: the least recently used go past the count, and any past the age', async () => {
    for (let i = 0; i < 5; i += 1) await rememberPlace(`geonameid=${i}`, { ...NEW_YORK, name: `P${i}` }, NOW + i);
    const db = await deviceDb();
    await trimPlaces(db, NOW + 10, { maxEntries: 3, maxAgeMs: 1e9 });
    expect((await keptPlaces()).map((p) => p.name)).toEqual(['P4', 'P3', 'P2']);
    await trimPlaces(db, NOW + 1e9 + 3, { maxEntries: 3, maxAgeMs: 1e9 });
    expect((await keptPlaces()).map((p) => p.name)).toEqual(['P4', 'P3']);
  });

  it('texts: the least recently used go until the texts fit their size, and any unused past the age', async () => {
    const part = (ref: string) => ({ ref, heRef: ref, he: ['א'.repeat(500)], en: ['a'.repeat(500)], available: true });
    for (let i = 0; i < 6; i += 1) {
      vi.setSystemTime(NOW + i);
      await keepSiddurParts('weekday_shacharit', { nusach: 'ashkenaz', parts: [part(`P ${i}`)], credits: [] });
    }
    vi.useRealTimers();
    const { bytes } = await siddurOnDevice('ashkenaz');
    await trimTexts(await deviceDb(), NOW + 10, { maxBytes: Math.ceil(bytes / 2), maxAgeMs: 1e9 });
    const left = await siddurOnDevice('ashkenaz');
    expect(left.parts).toBe(3);
    expect(await keptSiddurParts('ashkenaz', 'weekday_shacharit', ['P 3', 'P 4', 'P 5'])).toBeDefined();
    expect(await keptSiddurParts('ashkenaz', 'weekday_shacharit', ['P 0'])).toBeUndefined();
    await trimTexts(await deviceDb(), NOW + 1e9 + 5, { maxBytes: bytes, maxAgeMs: 1e9 });
    expect((await siddurOnDevice('ashkenaz')).parts).toBe(1);
  });

  it('answers: each kind keeps its own count, and every answer goes past the age', async () => {
    for (let i = 0; i < 12; i += 1) await keepAnswer('trip', `t${i}`, { i }, NOW + i);
    await keepAnswer('yahrzeit', 'y', { y: 1 }, NOW + 20);
    expect(await keptAnswer('trip', 't0')).toBeUndefined();
    expect(await keptAnswer('trip', 't1')).toBeUndefined();
    expect(await keptAnswer('trip', 't2')).toEqual({ value: { i: 2 }, savedAt: NOW + 2 });
    expect(await keptAnswer('yahrzeit', 'y')).toBeDefined();
    await keepAnswer('yahrzeit', 'z', { z: 1 }, NOW + 200 * 86_400_000);
    expect(await keptAnswer('trip', 't11')).toBeUndefined();
    expect(await keptAnswer('yahrzeit', 'z')).toBeDefined();
  });
});

describe('the siddur on the device', () => {
  const toc = (service: SiddurTocResponse['service'], refs: string[]): SiddurTocResponse =>
    ({
      nusach: 'sefard',
      service,
      book: 'Siddur Sefard',
      parts: refs.map((ref) => ({ ref, title: ref, heading: [] })),
      additions:
        service === 'weekday_shacharit'
          ? [{ key: 'hallel', after: refs[0]!, parts: [{ ref: 'Hallel 1', title: 'Hallel', heading: [] }] }]
          : [],
    }) as SiddurTocResponse;
  const batch = (refs: string[], he = true): SiddurPartsResponse => ({
    nusach: 'sefard',
    parts: refs.map((ref) => ({ ref, heRef: ref, he: he ? [ref] : [], en: [ref], available: true })),
    credits: [
      { language: 'he', versionTitle: 'Hebrew', license: 'Public Domain' },
      { language: 'en', versionTitle: 'English', license: 'CC-BY' },
    ],
  });

  it("puts any day's batch together from parts kept by other batches, with the credits of the languages it has", async () => {
    await keepSiddurParts('weekday_shacharit', batch(['A', 'B']));
    await keepSiddurParts('weekday_shacharit', batch(['C'], false));
    const kept = await keptSiddurParts('sefard', 'weekday_shacharit', ['C', 'A']);
    expect(kept!.parts.map((p) => p.ref)).toEqual(['C', 'A']);
    expect(kept!.credits.map((c) => c.language)).toEqual(['he', 'en']);
    expect((await keptSiddurParts('sefard', 'weekday_shacharit', ['C']))!.credits.map((c) => c.language)).toEqual(['en']);
    // Another service reads its parts in its own edition: not the same copy.
    expect(await keptSiddurParts('sefard', 'weekday_mincha', ['A'])).toBeUndefined();
  });

  it('downloads a nusach: its size first, then only the parts not yet kept, twelve to a request', async () => {
    const shacharit = Array.from({ length: 14 }, (_, i) => `S ${i}`);
    await keepSiddurParts('weekday_shacharit', batch(['S 0']));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        const service = /\/api\/texts\/siddur\/sefard\/(\w+)$/.exec(url.pathname)?.[1];
        if (service)
          return Response.json(
            toc(service as SiddurTocResponse['service'], service === 'weekday_shacharit' ? shacharit : [`${service} 1`]),
          );
        if (url.pathname === '/api/texts/siddur-parts') return Response.json(batch(url.searchParams.get('refs')!.split('|')));
        return Response.json({}, { status: 404 });
      }),
    );
    const plan = await planSiddurDownload('sefard');
    // 14 + Hallel in Shacharit, one part in each of the 10 other services; one already kept.
    expect(plan).toMatchObject({ services: 11, parts: 25, missing: 24 });
    expect(plan.bytes).toBeGreaterThan(0);
    const progress: number[] = [];
    const bytes = await downloadSiddur(plan, (done) => progress.push(done));
    const partCalls = vi
      .mocked(fetch)
      .mock.calls.map(([u]) => String(u))
      .filter((u) => u.includes('siddur-parts'));
    expect(partCalls.map((u) => new URL(u, 'http://localhost').searchParams.get('refs')!.split('|').length)).toEqual([
      12, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    ]);
    expect(partCalls.join()).not.toMatch(/S%200(%7C|&|$)/);
    expect(progress.at(-1)).toBe(12);
    expect(bytes).toBeGreaterThan(0);
    expect((await siddurOnDevice('sefard')).parts).toBe(25);
    expect(await keptSiddurParts('sefard', 'weekday_shacharit', ['Hallel 1', 'S 13'])).toBeDefined();
  });
});

async function fakeRecord(id: number) {
  return { id, listing: listing(id), schedule: null, place: null, savedAt: 0, refreshedAt: 0, device: true, account: false, bytes: 1 };
}
