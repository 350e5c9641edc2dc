// The texts one prays from, kept on the device with their credits and licences: the siddur as it
// is read (a service's contents and each part read, so that any day's order of the service, with
// its additions in place, is put together again offline), a whole nusach downloaded at once, the
// psalms opened and this week's and next week's parsha. Bounded in size and age (db.ts: BOUNDS).
import type { SiddurPartText, SiddurPartsResponse, SiddurTocResponse } from '#contract/siddur.ts';
import { NUSACHOT, PARTS_PER_REQUEST, SERVICES, type Nusach, type Service } from '#domain/siddur.ts';
import type { VersionCredit } from '#contract/texts.ts';
import { answer, client } from '#web-lib/client.ts';
import { deviceDb, sizeOf, trimTexts } from './db.ts';
import { markKept } from './device.ts';

const texts = client.api.texts;

/** The group a nusach's texts belong to: a download keeps, measures and removes it whole. */
export const siddurGroup = (nusach: Nusach) => `siddur:${nusach}`;
const tocKey = (nusach: Nusach, service: Service) => `toc:${nusach}:${service}`;
// A part is kept per service: the service's edition (the versions of its first part) reads it.
const partKey = (nusach: Nusach, service: Service, ref: string) => `part:${nusach}:${service}:${ref}`;
const creditsKey = (nusach: Nusach, service: Service) => `credits:${nusach}:${service}`;

/**
 * What one part weighs before any is kept, for the size shown before a download: a first
 * estimate (a part of the siddur is a paragraph to a page, in Hebrew and English). Once parts
 * are kept, their own average is used instead.
 */
export const ESTIMATED_PART_BYTES = 6 * 1024;

export async function keepText(group: string, key: string, value: unknown, now = Date.now()): Promise<void> {
  await keepTexts(group, [[key, value]], now);
}

/** Keeps several texts in one transaction, then trims the store to its bounds. */
async function keepTexts(group: string, entries: readonly (readonly [string, unknown])[], now = Date.now()): Promise<number> {
  const db = await deviceDb();
  const tx = db.transaction('texts', 'readwrite');
  let bytes = 0;
  for (const [key, value] of entries) {
    const size = sizeOf(value);
    bytes += size;
    void tx.store.put({ key, group, value, bytes: size, usedAt: now });
  }
  await tx.done;
  markKept();
  await trimTexts(db, now);
  return bytes;
}

export async function keptText<T>(key: string): Promise<T | undefined> {
  return (await (await deviceDb()).get('texts', key))?.value as T | undefined;
}

// ---- The siddur ----

export const keepSiddurToc = (toc: SiddurTocResponse) => keepText(siddurGroup(toc.nusach), tocKey(toc.nusach, toc.service), toc);
export const keptSiddurToc = (nusach: Nusach, service: Service) => keptText<SiddurTocResponse>(tocKey(nusach, service));

/** Keeps a batch of a service's parts, each on its own, with the service's credits. */
export async function keepSiddurParts(service: Service, batch: SiddurPartsResponse): Promise<number> {
  const { nusach } = batch;
  const entries: [string, unknown][] = batch.parts.map((part) => [partKey(nusach, service, part.ref), part]);
  if (batch.credits.length) entries.push([creditsKey(nusach, service), batch.credits]);
  return keepTexts(siddurGroup(nusach), entries);
}

/** A batch of parts put together from the device, as GET /api/texts/siddur-parts answers it; undefined unless every part is kept. */
export async function keptSiddurParts(nusach: Nusach, service: Service, refs: readonly string[]): Promise<SiddurPartsResponse | undefined> {
  const db = await deviceDb();
  const parts: SiddurPartText[] = [];
  for (const ref of refs) {
    const part = (await db.get('texts', partKey(nusach, service, ref)))?.value as SiddurPartText | undefined;
    if (!part) return undefined;
    parts.push(part);
  }
  const credits = ((await db.get('texts', creditsKey(nusach, service)))?.value as VersionCredit[] | undefined) ?? [];
  // The credits of the languages these parts have, as the API gives them.
  const shown = credits.filter((c) => parts.some((p) => (c.language === 'he' ? p.he.length : p.en.length) > 0));
  return { nusach, parts, credits: shown };
}

const fetchToc = (nusach: Nusach, service: Service) => answer(texts.siddur[':nusach'][':service'].$get({ param: { nusach, service } }));
const fetchParts = (nusach: Nusach, service: Service, refs: readonly string[]) =>
  answer(texts['siddur-parts'].$get({ query: { nusach, service, refs: refs.join('|') } }));

/** Every part a service may take (its own and its additions'), once each. */
const refsOf = (toc: SiddurTocResponse) => [...new Set([...toc.parts, ...toc.additions.flatMap((a) => a.parts)].map((p) => p.ref))];

export interface SiddurOnDevice {
  /** Parts kept, and their size with the contents (bytes). */
  parts: number;
  bytes: number;
}

/** What the device holds of a nusach. */
export async function siddurOnDevice(nusach: Nusach): Promise<SiddurOnDevice> {
  const records = await (await deviceDb()).getAllFromIndex('texts', 'group', siddurGroup(nusach));
  return {
    parts: records.filter((r) => r.key.startsWith('part:')).length,
    bytes: records.reduce((sum, r) => sum + r.bytes, 0),
  };
}

export interface SiddurPlan {
  nusach: Nusach;
  services: number;
  /** Parts of the whole service set, and those not yet on the device. */
  parts: number;
  missing: number;
  /** The download's size, estimated from the parts' average size (bytes). */
  bytes: number;
  tocs: SiddurTocResponse[];
}

/** The whole service set of a nusach and what its download would weigh: the contents are fetched (and kept), the parts not. */
export async function planSiddurDownload(nusach: Nusach): Promise<SiddurPlan> {
  const tocs = await Promise.all(SERVICES.map((service) => fetchToc(nusach, service)));
  await Promise.all(tocs.map(keepSiddurToc));
  const db = await deviceDb();
  let parts = 0;
  let missing = 0;
  for (const toc of tocs) {
    for (const ref of refsOf(toc)) {
      parts += 1;
      if (!(await db.getKey('texts', partKey(nusach, toc.service, ref)))) missing += 1;
    }
  }
  const kept = (await db.getAll('texts')).filter((r) => r.key.startsWith('part:'));
  const average = kept.length >= 20 ? kept.reduce((sum, r) => sum + r.bytes, 0) / kept.length : ESTIMATED_PART_BYTES;
  return { nusach, services: tocs.length, parts, missing, bytes: Math.round(missing * average), tocs };
}

/**
 * Downloads every part of a nusach's service set not yet on the device, a batch (one request of
 * up to PARTS_PER_REQUEST parts) at a time; `onProgress` hears the batches done. Answers the
 * bytes kept.
 */
export async function downloadSiddur(plan: SiddurPlan, onProgress: (done: number, total: number) => void = () => {}): Promise<number> {
  const db = await deviceDb();
  const batches: { service: Service; refs: string[] }[] = [];
  for (const toc of plan.tocs) {
    const refs: string[] = [];
    for (const ref of refsOf(toc)) if (!(await db.getKey('texts', partKey(plan.nusach, toc.service, ref)))) refs.push(ref);
    for (let i = 0; i < refs.length; i += PARTS_PER_REQUEST)
      batches.push({ service: toc.service, refs: refs.slice(i, i + PARTS_PER_REQUEST) });
  }
  let bytes = 0;
  onProgress(0, batches.length);
  for (const [i, batch] of batches.entries()) {
    bytes += await keepSiddurParts(batch.service, await fetchParts(plan.nusach, batch.service, batch.refs));
    onProgress(i + 1, batches.length);
  }
  return bytes;
}

// ---- Psalms and the weekly readings ----

export const TEHILLIM_GROUP = 'tehillim';
export const PARSHA_GROUP = 'parsha';
export const psalmKey = (n: number) => `psalm:${n}`;
export const readingKey = (parsha: string) => `reading:${parsha}`;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Keeps this week's and next week's readings (every portion read on each Shabbat) on the device,
 * those not kept yet, from the week of `date`. Answers the portions it downloaded.
 */
export async function keepWeeklyReadings(date: string): Promise<string[]> {
  const weeks = await Promise.all([date, addDays(date, 7)].map((d) => answer(texts.parashas.$get({ query: { date: d } }))));
  const names = [...new Set(weeks.flatMap((w) => w.thisWeek.names))];
  const db = await deviceDb();
  const fetched: string[] = [];
  for (const parsha of names) {
    if (await db.getKey('texts', readingKey(parsha))) continue;
    await keepText(PARSHA_GROUP, readingKey(parsha), await answer(texts.reading.$get({ query: { parsha } })));
    fetched.push(parsha);
  }
  return fetched;
}

/** Removes a nusach's texts from the device. */
export async function removeSiddur(nusach: Nusach): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction('texts', 'readwrite');
  for (const key of await tx.store.index('group').getAllKeys(siddurGroup(nusach))) await tx.store.delete(key);
  await tx.done;
}

export const isNusach = (value: string): value is Nusach => (NUSACHOT as readonly string[]).includes(value);
