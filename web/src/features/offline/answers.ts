// Small things the device keeps by key: the last answer of a trip's plan (a POST, which no cache
// keeps) and of a year of Kaddish, the Kaddish page's inputs, the last known position for
// 'Minyan now'. Each kind is bounded in count, and everything in age (db.ts: BOUNDS).
import { deviceDb, sizeOf, trimAnswers } from './db.ts';
import { markKept } from './device.ts';

/** How many answers of each kind are kept. */
export const KEPT_PER_KIND: Record<string, number> = { trip: 10, yahrzeit: 10, 'kaddish-inputs': 1, position: 1 };

export interface Kept<T> {
  value: T;
  savedAt: number;
}

export async function keepAnswer(kind: string, key: string, value: unknown, now = Date.now()): Promise<void> {
  const db = await deviceDb();
  await db.put('answers', { key: `${kind}:${key}`, kind, value, savedAt: now, bytes: sizeOf(value) });
  markKept();
  await trimAnswers(db, kind, KEPT_PER_KIND[kind] ?? 10, now);
}

export async function keptAnswer<T>(kind: string, key: string): Promise<Kept<T> | undefined> {
  const record = await (await deviceDb()).get('answers', `${kind}:${key}`);
  return record && { value: record.value as T, savedAt: record.savedAt };
}

export async function forgetAnswer(kind: string, key: string): Promise<void> {
  await (await deviceDb()).delete('answers', `${kind}:${key}`);
}
