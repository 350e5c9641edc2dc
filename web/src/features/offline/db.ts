// What the device keeps for use without a network, in IndexedDB (through `idb`, the maintained
// wrapper Workbox itself uses): the saved shuls with their next two weeks, the places whose
// calendar was opened, the texts one prays from, and the last answers of the plans. Loaded only
// when something is kept or asked for (device.ts), never with a page's first load.
//
// Every store is bounded by size and by age, so the device never fills up: see BOUNDS.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScheduleResponse } from '#contract/schedule.ts';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import type { Place } from '#domain/places.ts';

export const DEVICE_DB = 'shul-finder-device';
const VERSION = 1;

const DAY = 86_400_000;

/** How much each store keeps. Past a bound, the least recently used go first. */
export const BOUNDS = {
  /** Saved shuls: as many as an account keeps (SAVED_LISTINGS_MAX); they are not evicted by age. */
  shuls: { maxEntries: 50 },
  /** Places whose calendar was opened. */
  places: { maxEntries: 40, maxAgeMs: 365 * DAY },
  /** Texts (siddur parts and contents): a whole nusach is 2–4 MB; three nusachim and more fit. */
  texts: { maxBytes: 24 * 1024 * 1024, maxAgeMs: 365 * DAY },
  /** The plans' last answers (trips, years of Kaddish) and small settings. */
  answers: { maxEntries: 40, maxAgeMs: 180 * DAY },
} as const;

export interface SavedShulRecord {
  id: number;
  /** The listing's page as the API answered it when saved or last refreshed. */
  listing: SynagogueDetail;
  /** Its minyanim, zmanim and announcements for the 14 days from `schedule.from`. */
  schedule: ScheduleResponse | null;
  /** The calendar's place at the listing (the API's name for it), for the calendar offline. */
  place: Place | null;
  savedAt: number;
  refreshedAt: number;
  /** Saved on this device while no one was signed in: it stays when an account signs out. */
  device: boolean;
  /** In the signed-in account's list: it goes when the account signs out, unless `device`. */
  account: boolean;
  bytes: number;
}

export interface PlaceRecord {
  /** The calendar's location as its query (placeKey). */
  key: string;
  place: Place;
  usedAt: number;
}

export interface TextRecord {
  /** `toc:{nusach}:{service}` or `part:{nusach}:{service}:{ref}` (texts.ts). */
  key: string;
  /** What the text belongs to, e.g. `siddur:ashkenaz`: a download keeps and removes a group. */
  group: string;
  value: unknown;
  bytes: number;
  usedAt: number;
}

export interface AnswerRecord {
  key: string;
  /** `trip`, `yahrzeit`, `kaddish-inputs`, `position`: each kind is bounded on its own too. */
  kind: string;
  value: unknown;
  savedAt: number;
  bytes: number;
}

interface DeviceSchema extends DBSchema {
  shuls: { key: number; value: SavedShulRecord };
  places: { key: string; value: PlaceRecord; indexes: { usedAt: number } };
  texts: { key: string; value: TextRecord; indexes: { usedAt: number; group: string } };
  answers: { key: string; value: AnswerRecord; indexes: { kind: string; savedAt: number } };
}

export type DeviceDb = IDBPDatabase<DeviceSchema>;

let opening: Promise<DeviceDb> | null = null;

/** The device's database, opened once per page. */
export function deviceDb(): Promise<DeviceDb> {
  opening ??= openDB<DeviceSchema>(DEVICE_DB, VERSION, {
    upgrade(db) {
      db.createObjectStore('shuls', { keyPath: 'id' });
      db.createObjectStore('places', { keyPath: 'key' }).createIndex('usedAt', 'usedAt');
      const texts = db.createObjectStore('texts', { keyPath: 'key' });
      texts.createIndex('usedAt', 'usedAt');
      texts.createIndex('group', 'group');
      const answers = db.createObjectStore('answers', { keyPath: 'key' });
      answers.createIndex('kind', 'kind');
      answers.createIndex('savedAt', 'savedAt');
    },
    // Another tab opened a newer version: this one lets go, and opens it again when next asked.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** Closes the database (tests, and before deleting it). */
export async function closeDeviceDb(): Promise<void> {
  const db = await opening;
  opening = null;
  db?.close();
}

/** The size of a value as kept (its JSON in UTF-8): what the bounds count. */
export const sizeOf = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/** Drops the places used longest ago past the bounds. */
export async function trimPlaces(
  db: DeviceDb,
  now = Date.now(),
  bounds: { maxEntries: number; maxAgeMs: number } = BOUNDS.places,
): Promise<void> {
  const tx = db.transaction('places', 'readwrite');
  let count = await tx.store.count();
  for (let cursor = await tx.store.index('usedAt').openCursor(); cursor; cursor = await cursor.continue()) {
    if (count <= bounds.maxEntries && cursor.value.usedAt >= now - bounds.maxAgeMs) break;
    await cursor.delete();
    count -= 1;
  }
  await tx.done;
}

/** Drops texts not used for a year, then the least recently used until the texts fit their size. */
export async function trimTexts(
  db: DeviceDb,
  now = Date.now(),
  bounds: { maxBytes: number; maxAgeMs: number } = BOUNDS.texts,
): Promise<void> {
  const tx = db.transaction('texts', 'readwrite');
  let total = 0;
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) total += cursor.value.bytes;
  for (let cursor = await tx.store.index('usedAt').openCursor(); cursor; cursor = await cursor.continue()) {
    if (total <= bounds.maxBytes && cursor.value.usedAt >= now - bounds.maxAgeMs) break;
    total -= cursor.value.bytes;
    await cursor.delete();
  }
  await tx.done;
}

/** Drops answers older than their age, then the oldest past the count (of all kinds together and of `kind`). */
export async function trimAnswers(
  db: DeviceDb,
  kind: string,
  maxOfKind: number,
  now = Date.now(),
  bounds: { maxEntries: number; maxAgeMs: number } = BOUNDS.answers,
): Promise<void> {
  const tx = db.transaction('answers', 'readwrite');
  let all = await tx.store.count();
  let ofKind = await tx.store.index('kind').count(kind);
  for (let cursor = await tx.store.index('savedAt').openCursor(); cursor; cursor = await cursor.continue()) {
    const mine = cursor.value.kind === kind;
    const old = cursor.value.savedAt < now - bounds.maxAgeMs;
    if (old || all > bounds.maxEntries || (mine && ofKind > maxOfKind)) {
      await cursor.delete();
      all -= 1;
      if (mine) ofKind -= 1;
    }
  }
  await tx.done;
}
