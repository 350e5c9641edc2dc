// Counted figures: the public ones (home page, structured data) and the admin dashboard's four.
import { count, eq } from 'drizzle-orm';
import type { AdminStats, PublicStats } from '#contract/synagogues.ts';
import { ads, listingTotals, sponsorSubmissions, sponsors, synagogues } from '#db/tables.ts';
import type { Db } from '../../db.ts';

/** Every listing (active or not), active sponsors, active ads, pending sponsor inquiries: one D1 round trip. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [listings, activeSponsors, activeAds, pending] = await db.batch([
    db.select({ n: count() }).from(synagogues),
    db.select({ n: count() }).from(sponsors).where(eq(sponsors.isActive, true)),
    db.select({ n: count() }).from(ads).where(eq(ads.isActive, true)),
    db.select({ n: count() }).from(sponsorSubmissions).where(eq(sponsorSubmissions.status, 'pending')),
  ]);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    totalSynagogues: n(listings),
    totalSponsors: n(activeSponsors),
    totalAds: n(activeAds),
    totalSponsorSubmissions: n(pending),
  };
}

/**
 * Figures for the home page and structured data: active listings, their countries and cities,
 * from the summary row that triggers keep with every listing write (`listing_totals`), never
 * hard-coded and never a pass over the whole table.
 */
export async function publicStats(db: Db): Promise<PublicStats> {
  const row = await db.select().from(listingTotals).get();
  return { listings: row?.listings ?? 0, countries: row?.countries ?? 0, cities: row?.cities ?? 0 };
}
