// Announcements: a manager's short dated notices on a listing, shown on the listing page, the
// embed and the calendar feed from startDate to endDate (inclusive, the listing's local dates).
// The shapes are derived from the `announcements` table with drizzle-zod.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import { announcements } from '#db/management.ts';
import { addCheckIssues, type CheckIssue } from './field-errors.ts';
import { isoDate, requiredText } from './fields.ts';

export const ANNOUNCEMENT_MAX = 280;
/** An announcement may run at most this many days: longer notices belong in the listing's notes. */
export const ANNOUNCEMENT_MAX_DAYS = 366;

const text = requiredText('text is required', ANNOUNCEMENT_MAX, `text must be at most ${ANNOUNCEMENT_MAX} characters`);

/** The columns a manager writes; the listing, the author and the times are the server's. */
const fields = createInsertSchema(announcements, {
  text,
  startDate: isoDate('startDate must be a date in the form yyyy-MM-dd'),
  endDate: isoDate('endDate must be a date in the form yyyy-MM-dd'),
}).pick({ text: true, startDate: true, endDate: true });

/** The checks on the dates together, on create and on the merged row of a PATCH. */
export function announcementDateIssues(a: { startDate: string; endDate: string }): CheckIssue[] {
  if (a.endDate < a.startDate) return [{ path: 'endDate', message: 'endDate must not be before startDate', kind: 'beforeStart' }];
  const days = (Date.parse(a.endDate) - Date.parse(a.startDate)) / 86_400_000;
  if (days >= ANNOUNCEMENT_MAX_DAYS)
    return [
      {
        path: 'endDate',
        message: `An announcement may run at most ${ANNOUNCEMENT_MAX_DAYS} days`,
        kind: 'tooManyDays',
        args: { max: ANNOUNCEMENT_MAX_DAYS },
      },
    ];
  return [];
}

/** POST /api/manage/synagogues/:id/announcements. */
export const announcementInput = fields.superRefine((a, ctx) => {
  addCheckIssues(ctx, announcementDateIssues(a));
});
export type AnnouncementInput = z.input<typeof announcementInput>;
export type AnnouncementValues = z.output<typeof announcementInput>;

/** PATCH /api/manage/synagogues/:id/announcements/:announcementId: the fields sent; the merged dates are checked again. */
export const announcementPatch = fields.partial();
export type AnnouncementPatch = z.input<typeof announcementPatch>;

/** An announcement as the API answers it: the row without its author, its times as ISO strings. */
export const announcementRow = createSelectSchema(announcements, { createdAt: z.string(), updatedAt: z.string() }).omit({
  createdBy: true,
});
export type Announcement = z.output<typeof announcementRow>;
