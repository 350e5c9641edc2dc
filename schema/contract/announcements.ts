// Announcements (issue 18): a manager's short dated notices on a listing, shown on the listing
// page, the embed and the calendar feed from startDate to endDate (inclusive, the listing's local dates).
import { z } from './zod.ts';
import { isoDate } from './fields.ts';

export const ANNOUNCEMENT_MAX = 280;
/** An announcement may run at most this many days: longer notices belong in the listing's notes. */
export const ANNOUNCEMENT_MAX_DAYS = 366;

const text = z
  .string({ error: 'text is required' })
  .trim()
  .min(1, { error: 'text is required' })
  .max(ANNOUNCEMENT_MAX, { error: `text must be at most ${ANNOUNCEMENT_MAX} characters` });

const fields = {
  text,
  startDate: isoDate('startDate must be a date in the form yyyy-MM-dd'),
  endDate: isoDate('endDate must be a date in the form yyyy-MM-dd'),
};

/** The checks on the dates together, on create and on the merged row of a PATCH. */
export function announcementDateErrors(a: { startDate: string; endDate: string }): Record<string, string> {
  if (a.endDate < a.startDate) return { endDate: 'endDate must not be before startDate' };
  const days = (Date.parse(a.endDate) - Date.parse(a.startDate)) / 86_400_000;
  if (days >= ANNOUNCEMENT_MAX_DAYS) return { endDate: `An announcement may run at most ${ANNOUNCEMENT_MAX_DAYS} days` };
  return {};
}

/** POST /api/manage/synagogues/:id/announcements. */
export const announcementInput = z.object(fields).superRefine((a, ctx) => {
  for (const [path, message] of Object.entries(announcementDateErrors(a))) ctx.addIssue({ code: 'custom', message, path: [path] });
});
export type AnnouncementInput = z.input<typeof announcementInput>;
export type AnnouncementValues = z.output<typeof announcementInput>;

/** PATCH /api/manage/synagogues/:id/announcements/:announcementId: the fields sent; the merged dates are checked again. */
export const announcementPatch = z.object(fields).partial();
export type AnnouncementPatch = z.input<typeof announcementPatch>;

export interface Announcement {
  id: number;
  synagogueId: number;
  text: string;
  startDate: string;
  endDate: string;
  createdAt: string;
  updatedAt: string;
}
