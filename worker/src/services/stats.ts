// Counted figures: the public ones (home page, structured data) and the admin dashboard's four.
import { count, eq, sql } from 'drizzle-orm';
import type { AdminStats, PublicStats } from '../../../schema/synagogues.ts';
import { ads, sponsorSubmissions, sponsors, synagogues } from '../../../schema/tables.ts';
import type { Db } from '../db.ts';

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

/** Figures for the home page and structured data, counted from active listings, never hard-coded. */
export async function publicStats(db: Db): Promise<PublicStats> {
  const row = await db
    .select({
      listings: count(),
      countries: sql<number>`count(distinct ${synagogues.country})`,
      cities: sql<number>`count(distinct ${synagogues.city} || '|' || coalesce(${synagogues.state}, '') || '|' || ${synagogues.country})`,
    })
    .from(synagogues)
    // `+is_active`: one sequential pass over the table beats a walk of the is_active index
    // with a lookup per listing.
    .where(sql`+${synagogues.isActive} = 1`)
    .get();
  return { listings: row?.listings ?? 0, countries: row?.countries ?? 0, cities: row?.cities ?? 0 };
}
