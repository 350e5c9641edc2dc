// 'Download my data': everything the site keeps about an account, as one JSON document. No
// password material and no session secrets: sessions are listed by when and from what device.
import { desc, eq } from 'drizzle-orm';
import type { PublicUser } from '#contract/auth.ts';
import {
  kaddishPlans,
  listingChanges,
  listingManagers,
  managerRequests,
  passkeys,
  savedTrips,
  sponsorSubmissions,
  submissions,
  synagogues,
  timeProposals,
  users,
} from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { listUserSessions } from '../auth/sessions.ts';
import { listSaved } from './saved-listings.ts';
import { deviceName } from './devices.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function exportAccount(db: Db, user: PublicUser, now = new Date()) {
  const [profile, sessions, keys, managed, requests, proposals, changes, locationRequests, sponsorInquiries, kaddish, trips, saved] =
    await Promise.all([
      db.select().from(users).where(eq(users.id, user.id)).get(),
      listUserSessions(db, user.id, now),
      db.select().from(passkeys).where(eq(passkeys.userId, user.id)).all(),
      db
        .select({ id: synagogues.id, name: synagogues.name, role: listingManagers.role, since: listingManagers.createdAt })
        .from(listingManagers)
        .innerJoin(synagogues, eq(synagogues.id, listingManagers.synagogueId))
        .where(eq(listingManagers.userId, user.id))
        .all(),
      db
        .select({ row: managerRequests, listing: synagogues.name })
        .from(managerRequests)
        .innerJoin(synagogues, eq(synagogues.id, managerRequests.synagogueId))
        .where(eq(managerRequests.userId, user.id))
        .all(),
      db
        .select({ row: timeProposals, listing: synagogues.name })
        .from(timeProposals)
        .innerJoin(synagogues, eq(synagogues.id, timeProposals.synagogueId))
        .where(eq(timeProposals.email, user.email))
        .all(),
      db.select().from(listingChanges).where(eq(listingChanges.actorId, user.id)).orderBy(desc(listingChanges.id)).all(),
      db.select().from(submissions).where(eq(submissions.submitterEmail, user.email)).all(),
      db.select().from(sponsorSubmissions).where(eq(sponsorSubmissions.email, user.email)).all(),
      db.select().from(kaddishPlans).where(eq(kaddishPlans.userId, user.id)).orderBy(kaddishPlans.id).all(),
      db.select().from(savedTrips).where(eq(savedTrips.userId, user.id)).orderBy(savedTrips.id).all(),
      listSaved(db, user.id, { includeInactive: true }),
    ]);
  return {
    exportedAt: now.toISOString(),
    profile: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      language: user.language,
      emailVerifiedAt: iso(profile?.emailVerifiedAt ?? null),
      createdAt: user.createdAt,
    },
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      device: deviceName(s.userAgent),
      passkey: s.passkey,
    })),
    passkeys: keys.map((k) => ({ name: k.name, createdAt: iso(k.createdAt), lastUsedAt: iso(k.lastUsedAt) })),
    managedListings: managed.map((m) => ({ id: m.id, name: m.name, role: m.role, since: iso(m.since) })),
    managerRequests: requests.map(({ row, listing }) => ({
      listing: { id: row.synagogueId, name: listing },
      role: row.role,
      phone: row.phone,
      message: row.message,
      status: row.status,
      createdAt: iso(row.createdAt),
      reviewedAt: iso(row.reviewedAt),
    })),
    timeProposals: proposals.map(({ row, listing }) => ({
      listing: { id: row.synagogueId, name: listing },
      // Proposals made before they held changes hold whole rules; later ones the changes.
      rules: row.rules,
      changes: row.changes,
      language: row.language,
      note: row.note,
      name: row.name,
      email: row.email,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    changesMade: changes.map((c) => ({
      listingId: c.synagogueId,
      entity: c.entity,
      action: c.action,
      before: c.before,
      after: c.after,
      createdAt: iso(c.createdAt),
    })),
    locationRequests: locationRequests.map(({ reviewedBy: _reviewer, ...r }) => ({
      ...r,
      reviewedAt: iso(r.reviewedAt),
      createdAt: iso(r.createdAt),
    })),
    sponsorInquiries: sponsorInquiries.map(({ reviewedBy: _reviewer, ...r }) => ({
      ...r,
      reviewedAt: iso(r.reviewedAt),
      createdAt: iso(r.createdAt),
    })),
    // The secrets of the feed and the unsubscribe link stay out: the export is a file people forward.
    kaddishPlans: kaddish.map((k) => ({
      label: k.label,
      dateOfDeath: { hy: k.deathYear, hm: k.deathMonth, hd: k.deathDay },
      places: k.places,
      reminders: k.reminders,
      feed: k.feedToken !== null,
      createdAt: iso(k.createdAt),
    })),
    trips: trips.map((t) => ({ name: t.name, stops: t.stops, createdAt: iso(t.createdAt) })),
    // Which listings were saved for offline use; their times stay on the devices, not here.
    savedListings: saved.map((s) => ({ id: s.id, name: s.name, city: s.city, country: s.country, savedAt: s.savedAt })),
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccount>>;
