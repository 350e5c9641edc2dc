import { describe, expect, it } from 'vitest';
import { sponsorSlots } from './SponsorStrip.tsx';

const sponsor = (id: number, extra: object = {}) => ({
  id,
  name: `Sponsor Co ${id}`,
  logoUrl: null,
  website: `https://example.org/${id}`,
  websiteUrl: null,
  description: null,
  sponsorshipLevel: 'gold' as const,
  displayOrder: id,
  ...extra,
});

describe('sponsor strip slots (spec §8, §9)', () => {
  it("shows 'Sponsor 1'…'Sponsor 4' while loading, on error and when there are none", () => {
    const placeholders = ['Sponsor 1', 'Sponsor 2', 'Sponsor 3', 'Sponsor 4'];
    expect(sponsorSlots(undefined).map((s) => s.name)).toEqual(placeholders);
    expect(sponsorSlots([]).map((s) => s.name)).toEqual(placeholders);
    expect(sponsorSlots([sponsor(1, { isActive: false })]).map((s) => s.name)).toEqual(placeholders);
    expect(sponsorSlots(undefined).every((s) => s.href === null)).toBe(true);
  });

  it('links each active sponsor, preferring websiteUrl', () => {
    const slots = sponsorSlots([sponsor(1), sponsor(2, { websiteUrl: 'https://two.example.org' }), sponsor(3, { isActive: false })]);
    expect(slots.map((s) => [s.name, s.href])).toEqual([
      ['Sponsor Co 1', 'https://example.org/1'],
      ['Sponsor Co 2', 'https://two.example.org'],
    ]);
  });
});
