import { describe, expect, it } from 'vitest';
import { PROPOSAL_DRAFT, checkProposal } from './ProposedRules.tsx';

describe("a visitor's proposed times", () => {
  it('names the missing time of each draft that is not ready, and sends only the simple fields', () => {
    const missing = checkProposal([PROPOSAL_DRAFT, { ...PROPOSAL_DRAFT, time: '07:30' }]);
    expect(missing).toEqual({ errors: [{ time: 'Give a fixed time (HH:MM) or a zman' }, {}] });

    const ready = checkProposal([
      { ...PROPOSAL_DRAFT, time: '07:30' },
      { ...PROPOSAL_DRAFT, tefillah: 'mincha', kind: 'zman', zman: 'sunset', offsetMinutes: '-20', days: ['sun'] },
    ]);
    expect(ready).toEqual({
      rules: [
        { tefillah: 'shacharit', days: ['mon', 'tue', 'wed', 'thu', 'fri'], time: '07:30', zman: null, offsetMinutes: 0, notes: '' },
        { tefillah: 'mincha', days: ['sun'], time: null, zman: 'sunset', offsetMinutes: -20, notes: '' },
      ],
    });
  });

  it('asks for at least one day', () => {
    expect(checkProposal([{ ...PROPOSAL_DRAFT, time: '07:30', days: [] }])).toEqual({ errors: [{ days: 'Choose at least one day' }] });
  });
});
