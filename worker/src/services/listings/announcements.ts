// Announcements in D1: the listing's current notices for the public, and the manager's writes
// (each recorded in the change log, in the same batch).
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { announcementDateIssues, type Announcement, type AnnouncementPatch, type AnnouncementValues } from '#contract/announcements.ts';
import { announcements, type AnnouncementRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, checkError, said } from '../../errors.ts';
import { changeStatement, lastInsertedId, type Actor } from './change-log.ts';
import { addDays } from '../minyanim/clock.ts';

export const ANNOUNCEMENT_NOT_FOUND = said('errors.announcementNotFound');

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    synagogueId: row.synagogueId,
    text: row.text,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The read of the announcements that overlap [from, to] (local dates), in date order, for a `db.batch`. */
export const announcementsQuery = (db: Db, synagogueId: number, from: string, to: string) =>
  db
    .select()
    .from(announcements)
    .where(and(eq(announcements.synagogueId, synagogueId), gte(announcements.endDate, from), lte(announcements.startDate, to)))
    .orderBy(asc(announcements.startDate), asc(announcements.id));

/**
 * The read of the announcements a local window of `days` days from `firstDate` may need, for a
 * batch that reads the listing too: its time zone is known only after the read, so the read spans
 * a day more on either side (no zone is a day off UTC) and `overlapping` keeps the window's.
 */
export const announcementsAroundQuery = (db: Db, synagogueId: number, firstDate: string, days: number) =>
  announcementsQuery(db, synagogueId, addDays(firstDate, -1), addDays(firstDate, days + 1));

/** Of the rows read, the announcements that overlap [from, to] (local dates), in date order. */
export const overlapping = (rows: AnnouncementRow[], from: string, to: string): Announcement[] =>
  rows.filter((a) => a.endDate >= from && a.startDate <= to).map(toAnnouncement);

/** Every announcement of a listing, newest first (the manager's list keeps past ones too). */
export async function listAnnouncements(db: Db, synagogueId: number): Promise<Announcement[]> {
  const rows = await db.select().from(announcements).where(eq(announcements.synagogueId, synagogueId)).all();
  return rows.sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id).map(toAnnouncement);
}

async function findAnnouncement(db: Db, synagogueId: number, id: number): Promise<AnnouncementRow> {
  const row = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.synagogueId, synagogueId)))
    .get();
  if (!row) throw new ApiError(404, ANNOUNCEMENT_NOT_FOUND);
  return row;
}

const logged = (row: Pick<AnnouncementRow, 'text' | 'startDate' | 'endDate'>) => ({
  text: row.text,
  startDate: row.startDate,
  endDate: row.endDate,
});

export async function createAnnouncement(db: Db, synagogueId: number, values: AnnouncementValues, actor: Actor): Promise<Announcement> {
  const [row] = await db.batch([
    db
      .insert(announcements)
      .values({ ...values, synagogueId, createdBy: actor.userId })
      .returning(),
    changeStatement(db, {
      synagogueId,
      entity: 'announcement',
      entityId: lastInsertedId(),
      action: 'create',
      before: null,
      after: logged(values),
      actor,
    }),
  ]);
  return toAnnouncement(row[0]!);
}

/** Applies the fields sent; the merged dates are checked again. */
export async function updateAnnouncement(
  db: Db,
  synagogueId: number,
  id: number,
  patch: AnnouncementPatch,
  actor: Actor,
): Promise<Announcement> {
  const current = await findAnnouncement(db, synagogueId, id);
  const merged = { ...logged(current), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as ReturnType<
    typeof logged
  >;
  const issues = announcementDateIssues(merged);
  if (issues.length) throw checkError(issues);
  const before = logged(current);
  const changed = Object.fromEntries(Object.entries(merged).filter(([k, v]) => before[k as keyof typeof before] !== v));
  if (!Object.keys(changed).length) return toAnnouncement(current);
  const unchanged = Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof typeof before]]));
  const [rows] = await db.batch([
    db
      .update(announcements)
      .set({ ...changed, updatedAt: new Date() })
      .where(eq(announcements.id, id))
      .returning(),
    changeStatement(db, { synagogueId, entity: 'announcement', entityId: id, action: 'update', before: unchanged, after: changed, actor }),
  ]);
  return toAnnouncement(rows[0]!);
}

export async function deleteAnnouncement(db: Db, synagogueId: number, id: number, actor: Actor): Promise<void> {
  const current = await findAnnouncement(db, synagogueId, id);
  await db.batch([
    db.delete(announcements).where(eq(announcements.id, id)),
    changeStatement(db, {
      synagogueId,
      entity: 'announcement',
      entityId: id,
      action: 'delete',
      before: logged(current),
      after: null,
      actor,
    }),
  ]);
}
