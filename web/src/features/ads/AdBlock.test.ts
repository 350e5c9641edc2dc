import { describe, expect, it } from 'vitest';
import { MAX_VISIBLE_ADS as SCHEMA_MAX } from '#contract/ads.ts';
import { MAX_VISIBLE_ADS, visibleAds } from './AdBlock.tsx';

const ad = (id: number, displayOrder: number, isActive?: boolean) => ({
  id,
  title: `Ad ${id}`,
  description: null,
  imageUrl: null,
  linkUrl: null,
  adType: 'text' as const,
  placement: 'inline' as const,
  displayOrder,
  ...(isActive === undefined ? {} : { isActive }),
});

describe('visible ads', () => {
  it('keeps the schema limit', () => {
    expect(MAX_VISIBLE_ADS).toBe(SCHEMA_MAX);
  });

  it('shows at most three, by ascending displayOrder, never an inactive one', () => {
    const shown = visibleAds([ad(1, 5), ad(2, 1), ad(3, 3, false), ad(4, 2), ad(5, 4), ad(6, 0, true)]);
    expect(shown.map((a) => a.id)).toEqual([6, 2, 4]);
    expect(visibleAds(undefined)).toEqual([]);
  });
});
