import { describe, expect, it } from 'vitest';
import { NEW_TIME_DRAFT, checkItems, itemErrors, readyChanges, type ProposalItem } from './proposalChanges.ts';

describe("a visitor's proposed changes", () => {
  it('names the missing time of each new or changed time that is not ready, and sends only the simple fields', () => {
    const items: ProposalItem[] = [
      { op: 'add', key: 0, draft: NEW_TIME_DRAFT },
      { op: 'change', ruleId: 7, draft: { ...NEW_TIME_DRAFT, tefillah: 'maariv', time: '20:15', days: ['sun'] } },
      { op: 'remove', ruleId: 9 },
    ];
    expect(checkItems(items)).toEqual({ errors: [{ time: 'Give a fixed time (HH:MM) or a zman' }, {}, {}] });
    // The preview meanwhile shows what is ready.
    expect(readyChanges(items).map((c) => c.op)).toEqual(['change', 'remove']);

    const ready = checkItems([
      { op: 'add', key: 0, draft: { ...NEW_TIME_DRAFT, kind: 'zman', zman: 'sunset', offsetMinutes: '-20' } },
      items[1]!,
      items[2]!,
    ]);
    expect(ready).toEqual({
      changes: [
        {
          op: 'add',
          rule: {
            tefillah: 'shacharit',
            days: ['mon', 'tue', 'wed', 'thu', 'fri'],
            time: null,
            zman: 'sunset',
            offsetMinutes: -20,
            notes: '',
          },
        },
        { op: 'change', ruleId: 7, rule: { tefillah: 'maariv', days: ['sun'], time: '20:15', zman: null, offsetMinutes: 0, notes: '' } },
        { op: 'remove', ruleId: 9 },
      ],
    });
  });

  it('asks for at least one day', () => {
    expect(checkItems([{ op: 'add', key: 0, draft: { ...NEW_TIME_DRAFT, time: '07:30', days: [] } }])).toEqual({
      errors: [{ days: 'Choose at least one day' }],
    });
  });

  it('puts each of the API’s field messages on its change', () => {
    expect(itemErrors({ 'changes.1.rule.time': 'bad time', 'changes.0.ruleId': 'not ours', notes: 'x' }, 2)).toEqual([
      { ruleId: 'not ours' },
      { time: 'bad time' },
    ]);
  });
});
