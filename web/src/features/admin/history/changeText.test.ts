import { describe, expect, it } from 'vitest';
import type { ListingChange } from '#contract/changes.ts';
import { changeSummary, changedFields, valueText } from './changeText.ts';

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

describe('change-log words', () => {
  it('says who added which rule', () => {
    expect(changeSummary(base)).toBe('A manager (Dov) added a minyan time: Shacharit · Mon–Fri · 7:00 AM');
  });

  it('names announcements, listing edits and reverts', () => {
    expect(
      changeSummary({
        ...base,
        entity: 'announcement',
        action: 'delete',
        before: { text: 'No Mincha' },
        after: null,
        actor: { kind: 'admin', userId: null, name: null },
      }),
    ).toBe('An admin removed an announcement: “No Mincha”');
    expect(
      changeSummary({
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

  it('lists the fields with their values before and after, only those that changed in an update', () => {
    expect(
      changedFields({
        ...base,
        action: 'update',
        before: { phone: '555', city: 'X', updatedAt: 'a' },
        after: { phone: '556', city: 'X', updatedAt: 'b' },
      }),
    ).toEqual([{ field: 'phone', before: '555', after: '556' }]);
    expect(changedFields(base).map((r) => r.field)).toEqual(['tefillah', 'days', 'time', 'zman', 'offsetMinutes']);
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('yes');
    expect(valueText(['sun', 'mon'])).toBe('sun, mon');
  });
});
