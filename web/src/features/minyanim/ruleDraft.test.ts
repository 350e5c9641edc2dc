import { describe, expect, it } from 'vitest';
import { minyanInput, type Minyan } from '#contract/minyanim.ts';
import { EMPTY_DRAFT, draftToInput, minyanToDraft } from './ruleDraft.ts';

const stored: Minyan = {
  id: 3,
  synagogueId: 1,
  tefillah: 'shacharit',
  days: ['rosh_chodesh'],
  time: '06:30',
  zman: null,
  offsetMinutes: 0,
  rounding: 'none',
  validFrom: '2026-01-01',
  validUntil: null,
  date: null,
  notes: 'Hallel',
  language: null,
  source: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('rule drafts', () => {
  it('turns the default draft into a valid zman rule', () => {
    const parsed = minyanInput.parse(draftToInput(EMPTY_DRAFT));
    expect(parsed).toMatchObject({ tefillah: 'mincha', zman: 'sunset', offsetMinutes: -15, time: null, date: null });
  });

  it('round-trips a stored rule', () => {
    expect(minyanInput.parse(draftToInput(minyanToDraft(stored)))).toMatchObject({
      tefillah: 'shacharit',
      days: ['rosh_chodesh'],
      time: '06:30',
      zman: null,
      validFrom: '2026-01-01',
      notes: 'Hallel',
    });
  });

  it('sends only what the chosen kind and scope use', () => {
    const cancel = draftToInput({ ...EMPTY_DRAFT, scope: 'date', date: '2026-12-25', kind: 'none', validFrom: '2026-01-01' });
    expect(cancel).toMatchObject({ days: [], date: '2026-12-25', time: null, zman: null, validFrom: null });
    expect(minyanInput.safeParse(cancel).success).toBe(true);
    const fixed = draftToInput({ ...EMPTY_DRAFT, kind: 'time', time: '13:45' });
    expect(fixed).toMatchObject({ time: '13:45', zman: null, offsetMinutes: 0 });
    // A draft with neither a time nor days is refused with the schema's words.
    const result = minyanInput.safeParse(draftToInput({ ...EMPTY_DRAFT, kind: 'time', time: '', days: [] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Give a fixed time (HH:MM) or a zman', 'Choose at least one day']),
    );
  });
});
