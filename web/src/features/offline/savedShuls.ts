// Saved shuls on the device: 'Save for offline' keeps a listing's page, its next 14 days of
// minyanim, zmanim and announcements, and its place (for the calendar), refreshed in the
// background while online. Signed in, the account keeps the list too (which listings, not their
// times), so that every device of the account saves the same ones; signing out takes the
// account's away again and leaves what was saved on this device without an account.
import type { SavedListing } from '#contract/saved-listings.ts';
import { SAVED_LISTINGS_MAX } from '#domain/listing-limits.ts';
import type { Place } from '#domain/places.ts';
import { todayIn } from '#domain/time-zone.ts';
import { answer, client } from '#web-lib/client.ts';
import { deviceDb, sizeOf, type SavedShulRecord } from './db.ts';
import { markKept } from './device.ts';
import { coordinatesKey, rememberPlace } from './places.ts';

/** How many days of minyanim are kept for each saved shul. */
export const SAVED_DAYS = 14;
/** A saved shul is refreshed in the background once its copy is this old (and the device online). */
export const REFRESH_AFTER_MS = 6 * 60 * 60 * 1000;

const listingApi = client.api.synagogues[':id{[0-9]+}'];
const accountApi = client.api.account['saved-listings'];
const param = (id: number) => ({ id: String(id) });

/** The device holds as many saved shuls as an account does: the 51st is refused, not an older one dropped. */
export class DeviceFullError extends Error {
  constructor() {
    super(`At most ${SAVED_LISTINGS_MAX} shuls are saved on a device`);
  }
}

/** The place the calendar names at a listing's coordinates (the API's zmanim answer says which). */
async function placeAt(listing: { latitude: string | null; longitude: string | null; tzid: string | null }): Promise<Place | null> {
  if (!listing.latitude || !listing.longitude || !listing.tzid) return null;
  const query = { latitude: Number(listing.latitude).toFixed(4), longitude: Number(listing.longitude).toFixed(4), tzid: listing.tzid };
  const { location } = await answer(client.api.zmanim.$get({ query: { ...query, date: todayIn(listing.tzid) } }));
  const { il: _il, ...place } = location;
  return place;
}

/** A listing's page, its next 14 days and its place, from the network. */
async function download(id: number) {
  const listing = await answer(listingApi.$get({ param: param(id) }));
  const [schedule, place] = await Promise.all([
    answer(listingApi.schedule.$get({ param: param(id), query: { days: String(SAVED_DAYS) } })).catch(() => null),
    placeAt(listing).catch(() => null),
  ]);
  return { listing, schedule, place };
}

async function store(record: Omit<SavedShulRecord, 'bytes'>): Promise<SavedShulRecord> {
  const full = { ...record, bytes: sizeOf({ listing: record.listing, schedule: record.schedule, place: record.place }) };
  const db = await deviceDb();
  await db.put('shuls', full);
  markKept();
  if (full.place) await rememberPlace(coordinatesKey(full.place.latitude, full.place.longitude, full.place.tzid), full.place);
  return full;
}

export async function savedShul(id: number): Promise<SavedShulRecord | undefined> {
  return (await deviceDb()).get('shuls', id);
}

/** Every saved shul, by name. */
export async function savedShuls(): Promise<SavedShulRecord[]> {
  const all = await (await deviceDb()).getAll('shuls');
  return all.sort((a, b) => a.listing.name.localeCompare(b.listing.name));
}

/**
 * Saves a listing for offline use. Signed in, the account is asked first (it may be full: a 409
 * the page words), then the device keeps the copy.
 */
export async function saveShul(id: number, signedIn: boolean, now = Date.now()): Promise<SavedShulRecord> {
  const db = await deviceDb();
  const existing = await db.get('shuls', id);
  if (!existing && (await db.count('shuls')) >= SAVED_LISTINGS_MAX) throw new DeviceFullError();
  if (signedIn) await answer(accountApi[':id{[0-9]+}'].$put({ param: param(id) }));
  const copy = await download(id);
  return store({
    id,
    ...copy,
    savedAt: existing?.savedAt ?? now,
    refreshedAt: now,
    device: existing?.device || !signedIn,
    account: signedIn || (existing?.account ?? false),
  });
}

/** A saved shul's page as the network just gave it (its days stay until the next refresh); nothing for a listing not saved. */
export async function updateSavedListing(listing: SavedShulRecord['listing']): Promise<void> {
  const db = await deviceDb();
  const kept = await db.get('shuls', listing.id);
  if (kept) await db.put('shuls', { ...kept, listing, bytes: sizeOf({ listing, schedule: kept.schedule, place: kept.place }) });
}

/** Removes a saved shul from the device, and from the account when signed in. */
export async function removeShul(id: number, signedIn: boolean): Promise<void> {
  if (signedIn) await accountApi[':id{[0-9]+}'].$delete({ param: param(id) });
  await (await deviceDb()).delete('shuls', id);
}

/**
 * Refreshes the saved shuls whose copy is older than REFRESH_AFTER_MS (or all, `force`), one after
 * another; stops at the first failure of the network. A listing the directory no longer has
 * (404) is dropped. Answers how many were refreshed.
 */
export async function refreshSavedShuls({ now = Date.now(), force = false } = {}): Promise<number> {
  let refreshed = 0;
  for (const record of await savedShuls()) {
    if (!force && now - record.refreshedAt < REFRESH_AFTER_MS) continue;
    try {
      const copy = await download(record.id);
      // Saved again meanwhile, or removed: the latest word is the device's.
      const current = await savedShul(record.id);
      if (!current) continue;
      await store({ ...current, ...copy, refreshedAt: now });
      refreshed += 1;
    } catch (error) {
      if ((error as { status?: number }).status === 404) await (await deviceDb()).delete('shuls', record.id);
      else break;
    }
  }
  return refreshed;
}

/**
 * Signed in: the device's saved shuls join the account's list, and the account's (saved on another
 * device) are downloaded here. A listing the account no longer holds goes, unless it was saved
 * on this device without an account.
 */
export async function syncWithAccount(now = Date.now()): Promise<SavedListing[]> {
  const local = await savedShuls();
  const ids = local.filter((r) => r.device).map((r) => r.id);
  // An account that cannot take the device's list (it would pass its bound) keeps its own.
  const list = await answer(accountApi.$post({ json: { ids } })).catch((error: unknown) => {
    if ((error as { status?: number }).status === 409) return answer(accountApi.$get());
    throw error;
  });
  const inAccount = new Set(list.map((s) => s.id));
  const db = await deviceDb();
  for (const record of local) {
    if (inAccount.has(record.id)) {
      if (!record.account) await db.put('shuls', { ...record, account: true });
    } else if (record.device) {
      if (record.account) await db.put('shuls', { ...record, account: false });
    } else {
      await db.delete('shuls', record.id);
    }
  }
  const known = new Set(local.map((r) => r.id));
  for (const saved of list) {
    if (known.has(saved.id)) continue;
    try {
      await store({
        id: saved.id,
        ...(await download(saved.id)),
        savedAt: Date.parse(saved.savedAt) || now,
        refreshedAt: now,
        device: false,
        account: true,
      });
    } catch {
      // Downloaded on the next visit.
    }
  }
  return list;
}

/** Signing out: the account's saved shuls leave the device; those saved here without an account stay, as this device's own. */
export async function forgetAccount(): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction('shuls', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (!cursor.value.device) await cursor.delete();
    else if (cursor.value.account) await cursor.update({ ...cursor.value, account: false });
  }
  await tx.done;
}
