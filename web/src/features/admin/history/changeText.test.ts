import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingChange } from '#contract/changes.ts';
import { loadCatalog } from '../../../i18n/catalogs.ts';
import { formatters } from '../../../i18n/format.ts';
import type { Translate } from '../../../i18n/I18nProvider.tsx';
import { changeSummary, changedFields, fieldName, scheduleLines, valueText } from './changeText.ts';

const base: ListingChange = {
  id: 1,
  synagogueId: 7,
  entity: 'minyan',
  entityId: 3,
  action: 'create',
  before: null,
  after: { id: 3, tefillah: 'shacharit', days: ['mon', 'tue', 'wed', 'thu', 'fri'], time: '07:00', zman: null, offsetMinutes: 0 },
  actor: { kind: 'manager', userId: 'u1', name: 'Dov' },
  revertOf: null,
  revertedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

let en: Translate;
let he: Translate;
beforeAll(async () => {
  const [enCatalog, heCatalog] = await Promise.all([loadCatalog('en'), loadCatalog('he')]);
  en = (id, values) => enCatalog[id](values);
  he = (id, values) => heCatalog[id](values);
});

describe('change-log words', () => {
  it('says who added which rule', () => {
    expect(changeSummary(en, formatters('en'), base)).toBe('A manager (Dov) added a minyan time: Shacharit · Mon–Fri · 7:00 AM');
  });

  it('names announcements, listing edits and reverts', () => {
    expect(
      changeSummary(en, formatters('en'), {
        ...base,
        entity: 'announcement',
        action: 'delete',
        before: { text: 'No Mincha' },
        after: null,
        actor: { kind: 'admin', userId: null, name: null },
      }),
    ).toBe('An admin removed an announcement: “No Mincha”');
    expect(
      changeSummary(en, formatters('en'), {
        ...base,
        entity: 'listing',
        action: 'update',
        before: { phone: '1' },
        after: { phone: '2' },
        revertOf: 4,
        actor: { kind: 'admin', userId: 'a', name: 'Ann' },
      }),
    ).toBe('An admin (Ann) reverted a change: changed the listing details');
  });

  it('writes a zman with its offset, and the whole sentence in Hebrew without codes', () => {
    const sunsetRule = {
      ...base,
      after: { tefillah: 'mincha', days: ['erev_shabbat'], time: null, zman: 'tzeit85deg', offsetMinutes: -15 },
    };
    expect(changeSummary(en, formatters('en'), sunsetRule)).toBe(
      'A manager (Dov) added a minyan time: Mincha · Erev Shabbat · Nightfall (8.5°) − 15 min',
    );
    const hebrew = changeSummary(he, formatters('he'), sunsetRule);
    expect(hebrew).toContain('ערב שבת');
    expect(hebrew).toContain('צאת הכוכבים');
    expect(hebrew).not.toMatch(/erev_shabbat|tzeit85deg|mincha/);
  });

  it('lists the fields with their values before and after, only those that changed in an update', () => {
    expect(
      changedFields(en, {
        ...base,
        action: 'update',
        before: { phone: '555', city: 'X', updatedAt: 'a' },
        after: { phone: '556', city: 'X', updatedAt: 'b' },
      }),
    ).toEqual([{ field: 'phone', name: 'Phone', before: '555', after: '556' }]);
    expect(changedFields(en, base).map((r) => r.field)).toEqual(['tefillah', 'days', 'time', 'zman', 'offsetMinutes']);
    expect(valueText(en, 'notes', null)).toBe('—');
    expect(valueText(en, 'isActive', true)).toBe('Yes');
    expect(valueText(en, 'days', ['sun', 'mon'])).toBe('Sun, Mon');
  });

  it('gives fields and their codes words: nusach, zman, days', () => {
    expect(fieldName(he, 'nusach')).toBe('נוסח');
    expect(valueText(he, 'nusach', 'ashkenaz')).toBe('אשכנז');
    expect(valueText(en, 'zman', 'tzeit85deg')).toBe('Nightfall (8.5°)');
    expect(valueText(en, 'days', ['erev_shabbat'])).toBe('Erev Shabbat');
    // A field or code this version does not know shows as stored.
    expect(fieldName(en, 'futureField')).toBe('futureField');
    expect(valueText(en, 'nusach', 'unknown')).toBe('unknown');
  });

  it('tells an accepted proposal as one change, rule by rule, in words and without codes', () => {
    const accepted: ListingChange = {
      ...base,
      entity: 'schedule',
      entityId: 7,
      action: 'update',
      before: {
        rules: [
          { id: 3, tefillah: 'maariv', days: ['sun', 'mon', 'tue', 'wed', 'thu'], time: '20:00', zman: null, offsetMinutes: 0 },
          { id: 4, tefillah: 'maariv', days: ['sat'], time: null, zman: 'tzeit85deg', offsetMinutes: 20 },
        ],
      },
      after: {
        rules: [
          { id: 3, tefillah: 'maariv', days: ['sun', 'mon', 'tue', 'wed', 'thu'], time: '20:10', zman: null, offsetMinutes: 0 },
          { id: 9, tefillah: 'mincha', days: ['fri'], time: '13:30', zman: null, offsetMinutes: 0 },
        ],
      },
      actor: { kind: 'proposal', userId: 'u1', name: 'Dov' },
    };
    expect(changeSummary(en, formatters('en'), accepted)).toBe('An accepted visitor proposal (Dov) changed 3 minyan times');
    expect(scheduleLines(en, formatters('en'), accepted)).toEqual([
      'Changed: Maariv · Sun–Thu · 8:00 PM → Maariv · Sun–Thu · 8:10 PM',
      'Added: Mincha · Fri · 1:30 PM',
      'Removed: Maariv · Sat · Nightfall (8.5°) + 20 min',
    ]);
    expect(changedFields(en, accepted)).toEqual([]);
    const hebrew = [changeSummary(he, formatters('he'), accepted), ...scheduleLines(he, formatters('he'), accepted)].join('\n');
    expect(hebrew).toContain('צאת הכוכבים');
    expect(hebrew).not.toMatch(/maariv|tzeit85deg|sat\b/);
    expect(changeSummary(en, formatters('en'), { ...accepted, revertOf: 1, actor: { kind: 'manager', userId: 'u1', name: 'Dov' } })).toBe(
      'A manager (Dov) undid a change of 3 minyan times',
    );
  });
});
