// The words for a change-log entry: who did what to which part of a listing, and each field's
// value before and after, in the page's language. No Chakra: unit-tested on its own.
import type { ListingChange } from '#contract/changes.ts';
import { MINYAN_DAYS, NUSACH, ROUNDINGS, TEFILLOT, TIMES_SOURCES, type MinyanDay } from '#domain/enums.ts';
import { ZMANIM_KEYS } from '#domain/zmanim-keys.ts';
import { CHANGE_LOG_FIELDS, codeWord, isCode } from '../../../i18n/codes.ts';
import type { Formatters } from '../../../i18n/format.ts';
import type { Translate } from '../../../i18n/I18nProvider.tsx';
import { daysText, ruleTimeText } from '../ruleText.ts';

/** 'A manager (Dov Gabbai) added a minyan time: Shacharit · Mon–Fri · 7:00 AM'. */
export function changeSummary(t: Translate, format: Formatters, c: ListingChange): string {
  const actor = codeWord(t, 'changeActor', c.actor.kind);
  const who = c.actor.name ? t('admin.history.actorNamed', { actor, name: c.actor.name }) : actor;
  if (c.entity === 'schedule') {
    const count = scheduleLines(t, format, c).length;
    return t(c.revertOf ? 'proposals.history.scheduleReverted' : 'proposals.history.schedule', { who, count });
  }
  const what = t('admin.history.what', { entity: c.entity, action: c.action });
  const subject = subjectOf(t, format, c);
  if (c.revertOf) {
    return subject ? t('admin.history.revertedSubject', { who, what, subject }) : t('admin.history.reverted', { who, what });
  }
  return subject ? t('admin.history.didSubject', { who, what, subject }) : t('admin.history.did', { who, what });
}

/** A stored rule in words: 'Maariv · Sun–Thu · Nightfall (8.5°) + 20 min'. */
function ruleText(t: Translate, format: Formatters, row: Record<string, unknown>): string {
  const tefillah =
    typeof row.tefillah === 'string' && isCode(TEFILLOT, row.tefillah) ? codeWord(t, 'tefillah', row.tefillah) : String(row.tefillah);
  const days = Array.isArray(row.days) ? daysText(t, row.days.filter((d) => isCode(MINYAN_DAYS, d)) as MinyanDay[]) : '';
  const time = ruleTimeText(t, format, {
    time: typeof row.time === 'string' ? row.time : null,
    zman: typeof row.zman === 'string' ? row.zman : null,
    offsetMinutes: typeof row.offsetMinutes === 'number' ? row.offsetMinutes : 0,
  });
  return [tefillah, days, time].filter(Boolean).join(' · ');
}

/** The rule or announcement a change is about, in words, from whichever side holds it. */
function subjectOf(t: Translate, format: Formatters, c: ListingChange): string | null {
  const row = { ...(c.before ?? {}), ...(c.after ?? {}) };
  if (c.entity === 'announcement' && typeof row.text === 'string') return t('admin.history.quoted', { text: row.text });
  if (c.entity === 'minyan' && typeof row.tefillah === 'string') return ruleText(t, format, row);
  return null;
}

type ScheduleRule = Record<string, unknown> & { id: number };
const scheduleRules = (side: Record<string, unknown> | null): ScheduleRule[] =>
  Array.isArray(side?.rules) ? (side.rules as ScheduleRule[]).filter((r) => typeof r === 'object' && r !== null) : [];

/**
 * What a change of several rules at once did, rule by rule, in words: 'Added: Mincha · Fri ·
 * 1:30 PM', 'Changed: Maariv · Sun–Thu · 8:00 PM → Maariv · Sun–Thu · 8:10 PM', 'Removed: …'.
 */
export function scheduleLines(t: Translate, format: Formatters, c: ListingChange): string[] {
  const before = scheduleRules(c.before);
  const after = scheduleRules(c.after);
  const lines: string[] = [];
  for (const rule of after) {
    const was = before.find((b) => b.id === rule.id);
    lines.push(
      was
        ? t('proposals.history.changed', { was: ruleText(t, format, was), rule: ruleText(t, format, rule) })
        : t('proposals.history.added', { rule: ruleText(t, format, rule) }),
    );
  }
  for (const rule of before) {
    if (!after.some((a) => a.id === rule.id)) lines.push(t('proposals.history.removed', { rule: ruleText(t, format, rule) }));
  }
  return lines;
}

/** A code stored in a field, in words when the field holds codes of a known kind. */
function codeText(t: Translate, field: string, v: string): string {
  if (field === 'nusach' && isCode(NUSACH, v)) return codeWord(t, 'nusach', v);
  if (field === 'tefillah' && isCode(TEFILLOT, v)) return codeWord(t, 'tefillah', v);
  if (field === 'zman' && isCode(ZMANIM_KEYS, v)) return codeWord(t, 'zman', v);
  if (field === 'rounding' && isCode(ROUNDINGS, v)) return codeWord(t, 'rounding', v);
  if (field === 'source' && isCode(TIMES_SOURCES, v)) return codeWord(t, 'timesSource', v);
  if (field === 'days' && isCode(MINYAN_DAYS, v)) return codeWord(t, 'day', v);
  return v;
}

/** A stored value as text: '—' for nothing, lists joined, yes/no for flags, codes in words. */
export function valueText(t: Translate, field: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return t(v ? 'codes.yes' : 'codes.no');
  if (Array.isArray(v)) return v.length ? v.map((item) => valueText(t, field, item)).join(t('admin.rule.listSeparator')) : '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return typeof v === 'string' ? codeText(t, field, v) : String(v);
}

/** A field's name in words; a field this version does not know shows as stored. */
export function fieldName(t: Translate, field: string): string {
  return isCode(CHANGE_LOG_FIELDS, field) ? codeWord(t, 'field', field) : field;
}

/** The fields a change touched, each with its value before and after, in a stable order. */
export function changedFields(t: Translate, c: ListingChange): { field: string; name: string; before: string; after: string }[] {
  // A change of several rules is told rule by rule (scheduleLines), not field by field.
  if (c.entity === 'schedule') return [];
  const fields = [...new Set([...Object.keys(c.before ?? {}), ...Object.keys(c.after ?? {})])];
  return fields
    .filter((f) => !['id', 'synagogueId', 'createdAt', 'updatedAt'].includes(f))
    .map((field) => ({
      field,
      name: fieldName(t, field),
      before: valueText(t, field, c.before?.[field]),
      after: valueText(t, field, c.after?.[field]),
    }))
    .filter((r) => c.action !== 'update' || r.before !== r.after);
}
