// A service as it is prayed on one day: its table of contents with the day's additions (Hallel,
// Rosh Chodesh's Musaf) inserted in place, each marked with the insert of /api/texts/today that
// brings it (docs/domain.md: Siddur). Used by the siddur page; the Worker's tests run it on the recorded
// node trees of the three siddurim.
import type { InsertKey, SiddurAddition, SiddurPart, SiddurTocResponse, TodayInsert, TodayResponse } from '#contract/siddur.ts';

export interface PlannedPart extends SiddurPart {
  /** The insert that brings this part today; absent for the service's everyday parts. */
  addedBy?: TodayInsert;
}

export interface ServicePlan {
  parts: PlannedPart[];
  /** Hallel or Musaf said today that this service's book does not hold in place (a festival's Musaf, Shabbat's own Musaf). */
  elsewhere: TodayInsert[];
}

const ADDED_KEYS: readonly InsertKey[] = ['hallel_full', 'hallel_half', 'musaf'];

const isShabbat = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6;

/** The insert that brings `addition` today, if any. */
function insertFor(addition: SiddurAddition, today: TodayResponse): TodayInsert | undefined {
  if (addition.key === 'hallel') return today.inserts.find((i) => i.key === 'hallel_full' || i.key === 'hallel_half');
  // The books hold the Musaf of a weekday Rosh Chodesh: not a festival's, nor Shabbat Rosh Chodesh's.
  const roshChodesh = today.holidays.some((h) => h.startsWith('Rosh Chodesh'));
  return roshChodesh && !isShabbat(today.date) ? today.inserts.find((i) => i.key === 'musaf') : undefined;
}

/** `toc.additions` may be absent from a contents answer a browser kept from before they existed. */
export function planService(
  toc: Pick<SiddurTocResponse, 'parts'> & Partial<Pick<SiddurTocResponse, 'additions' | 'service'>>,
  today: TodayResponse | undefined,
): ServicePlan {
  const parts: PlannedPart[] = [...toc.parts];
  if (!today) return { parts, elsewhere: [] };
  const placed = new Set<InsertKey>();
  for (const addition of toc.additions ?? []) {
    const insert = insertFor(addition, today);
    const at = parts.findIndex((p) => p.ref === addition.after);
    if (!insert || at < 0) continue;
    parts.splice(at + 1, 0, ...addition.parts.map((p) => ({ ...p, addedBy: insert })));
    placed.add(insert.key);
  }
  // Shabbat's Musaf is a service of its own: on its page, today's Musaf is the page itself, and
  // Hallel belongs to the Shacharit before it.
  if (toc.service === 'shabbat_musaf') return { parts, elsewhere: [] };
  return { parts, elsewhere: today.inserts.filter((i) => ADDED_KEYS.includes(i.key) && !placed.has(i.key)) };
}
