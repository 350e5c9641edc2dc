import { describe, expect, it } from 'vitest';
import { sponsorSlots, sponsorTrack } from './SponsorStrip.tsx';

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

describe('sponsor strip slots', () => {
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

describe('sponsor strip track', () => {
  it('doubles the list, repeated first so that one loop is wider than any screen', () => {
    const three = sponsorSlots([sponsor(1), sponsor(2), sponsor(3)]);
    const track = sponsorTrack(three);
    expect(track).toHaveLength(24); // 4 × 3 = 12 slots a loop (≥ 10), twice
    expect(track.slice(0, 12).map((t) => t.slot.name)).toEqual(track.slice(12).map((t) => t.slot.name));
    expect(track.filter((t) => !t.hidden).map((t) => t.slot.name)).toEqual(['Sponsor Co 1', 'Sponsor Co 2', 'Sponsor Co 3']);
    expect(new Set(track.map((t) => t.key)).size).toBe(24);

    const many = sponsorSlots(Array.from({ length: 12 }, (_, i) => sponsor(i + 1)));
    expect(sponsorTrack(many)).toHaveLength(24);
  });
});
