// The words for a change-log entry: who did what to which part of a listing, and each field's
// value before and after. No Chakra: unit-tested on its own.
import type { ListingChange } from '#contract/changes.ts';
import type { ChangeAction, ChangeActor, ChangeEntity } from '#domain/enums.ts';
import { TEFILLAH_LABELS, describeDays, describeTime } from '#domain/minyan-format.ts';
import type { MinyanDay, Tefillah } from '#domain/enums.ts';

const ACTORS: Record<ChangeActor, string> = {
  admin: 'An admin',
  manager: 'A manager',
  request: 'An approved location request',
  proposal: 'An accepted visitor proposal',
  import: 'An import',
};

const ENTITIES: Record<ChangeEntity, string> = { listing: 'the listing details', minyan: 'a minyan time', announcement: 'an announcement' };
const VERBS: Record<ChangeAction, string> = { create: 'added', update: 'changed', delete: 'removed' };

/** 'A manager (Dov Gabbai) added a minyan time: Shacharit Mon–Fri · 7:00 AM'. */
export function changeSummary(c: ListingChange): string {
  const who = c.actor.name ? `${ACTORS[c.actor.kind]} (${c.actor.name})` : ACTORS[c.actor.kind];
  const what = c.entity === 'listing' ? 'changed the listing details' : `${VERBS[c.action]} ${ENTITIES[c.entity]}`;
  const subject = subjectOf(c);
  return `${c.revertOf ? `${who} reverted a change: ` : `${who} `}${what}${subject ? `: ${subject}` : ''}`;
}

/** The rule or announcement a change is about, in words, from whichever side holds it. */
function subjectOf(c: ListingChange): string | null {
  const row = { ...(c.before ?? {}), ...(c.after ?? {}) };
  if (c.entity === 'announcement' && typeof row.text === 'string') return `“${row.text}”`;
  if (c.entity === 'minyan' && typeof row.tefillah === 'string') {
    const tefillah = TEFILLAH_LABELS[row.tefillah as Tefillah] ?? row.tefillah;
    const days = Array.isArray(row.days) ? describeDays(row.days as MinyanDay[]) : '';
    const time = describeTime({
      time: typeof row.time === 'string' ? row.time : null,
      zman: typeof row.zman === 'string' ? row.zman : null,
      offsetMinutes: typeof row.offsetMinutes === 'number' ? row.offsetMinutes : 0,
    });
    return [tefillah, days, time].filter(Boolean).join(' · ');
  }
  return null;
}

/** A stored value as text: '—' for nothing, lists joined, yes/no for flags. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) return v.length ? v.map(valueText).join(', ') : '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The fields a change touched, each with its value before and after, in a stable order. */
export function changedFields(c: ListingChange): { field: string; before: string; after: string }[] {
  const fields = [...new Set([...Object.keys(c.before ?? {}), ...Object.keys(c.after ?? {})])];
  return fields
    .filter((f) => !['id', 'synagogueId', 'createdAt', 'updatedAt'].includes(f))
    .map((field) => ({ field, before: valueText(c.before?.[field]), after: valueText(c.after?.[field]) }))
    .filter((r) => c.action !== 'update' || r.before !== r.after);
}
