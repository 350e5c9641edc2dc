import { describe, expect, it } from 'vitest';
import type { Submission } from '#contract/submissions.ts';
import type { Synagogue } from '#contract/synagogues.ts';
import { compareRequest } from './compare.ts';

const request = {
  type: 'edit',
  synagogueName: 'Beth Israel',
  address: '',
  city: 'Boston',
  state: null,
  zipCode: null,
  country: 'USA',
  phone: '555-0100',
  website: null,
  nusach: null,
  minyanTimes: null,
  hasWheelchairAccess: true,
  hasMikve: false,
  hasParking: false,
  hasYouthPrograms: false,
} as unknown as Submission;

const listing = {
  name: 'Beth Israel',
  address: '1 Main St',
  city: 'Brookline',
  state: 'MA',
  zipCode: '02445',
  country: 'USA',
  phone: '555-0100',
  website: 'https://bi.example',
  nusach: 'ashkenaz',
  minyanTimes: null,
  hasWheelchairAccess: false,
  hasMikve: false,
  hasParking: true,
  hasYouthPrograms: false,
} as unknown as Synagogue;

describe('compareRequest', () => {
  it('marks only the fields the request fills in with a different value', () => {
    const rows = compareRequest(request, listing);
    const changed = rows.filter((r) => r.changed).map((r) => r.field);
    expect(changed).toEqual(['city', 'hasWheelchairAccess']);
    expect(rows.find((r) => r.field === 'address')).toEqual({
      field: 'address',
      flag: false,
      requested: '',
      current: '1 Main St',
      changed: false,
    });
    expect(rows.find((r) => r.field === 'hasParking')).toMatchObject({ requested: '', current: 'yes', changed: false });
  });

  it('has no current values and no changes for a new listing', () => {
    const rows = compareRequest(request, null);
    expect(rows.every((r) => r.current === null && !r.changed)).toBe(true);
    expect(rows[0]).toMatchObject({ field: 'name', requested: 'Beth Israel' });
  });
});
