// Ads: visitors see at most three current ones; admins manage them all. The shapes are derived
// from the `ads` table with drizzle-zod, refined where the API differs from the column: form text
// trimmed with '' as null, the window's dates read from text, times as ISO strings.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import { AD_PLACEMENTS, AD_TYPES } from '#domain/enums.ts';
import { ads } from '#db/sponsors.ts';
import type { CheckIssue } from './field-errors.ts';
import { displayOrder, fieldMask, flag, optionalText, optionalUrl, requiredText } from './fields.ts';

/** At most three ads are shown to visitors (docs/product-rules.md: Limits and constants). */
export const MAX_VISIBLE_ADS = 3;

const adType = z.enum(AD_TYPES, { error: `adType must be one of ${AD_TYPES.join(', ')}` });
const placement = z.enum(AD_PLACEMENTS, { error: `placement must be one of ${AD_PLACEMENTS.join(', ')}` });

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date, a date-time, '' or null; '' and null mean "no bound". A bare date (yyyy-MM-dd) as an
 * end date means the whole of that day (UTC), so an ad ending "2026-12-31" shows on the 31st.
 */
const optionalDate = (name: string, { endOfDay = false } = {}) =>
  z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const d = new Date(v);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a date` });
        return z.NEVER;
      }
      return endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(d.getTime() + DAY_MS - 1) : d;
    });

/** An ad's columns as admins write them; the counters and the bookkeeping stay with the server. */
const adFields = createInsertSchema(ads, {
  title: requiredText('Title is required'),
  imageUrl: optionalUrl('Please enter a valid image URL'),
  linkUrl: optionalUrl('Please enter a valid link URL'),
  description: optionalText(2000),
  adType: adType.optional().default('banner'),
  placement: placement.optional().default('header'),
  isActive: flag().optional().default(true),
  displayOrder: displayOrder(),
  startDate: optionalDate('startDate'),
  endDate: optionalDate('endDate', { endOfDay: true }),
}).omit({ id: true, impressions: true, clicks: true, createdAt: true, updatedAt: true });

export const checkWindow = (ad: { startDate?: Date | null; endDate?: Date | null }) =>
  !ad.startDate || !ad.endDate || ad.startDate <= ad.endDate;
export const WINDOW_ISSUE: CheckIssue = { path: 'endDate', message: 'endDate must not be before startDate', kind: 'beforeStart' };
const windowError = { error: WINDOW_ISSUE.message, path: [WINDOW_ISSUE.path], params: { kind: WINDOW_ISSUE.kind } };

/** POST /api/ads: flags, type and placement default as the columns do. */
export const adInput = adFields.refine(checkWindow, windowError);
export type AdInput = z.input<typeof adInput>;

/** PATCH /api/ads/:id: only the fields sent are changed; no defaults applied. */
export const adPatch = adFields
  .extend({ adType: adType.optional(), placement: placement.optional(), isActive: flag().optional() })
  .partial()
  .refine(checkWindow, windowError);
export type AdPatch = z.input<typeof adPatch>;

/** An ad as admins receive it: the row, its times as ISO strings. */
export const adRow = createSelectSchema(ads, {
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ad = z.output<typeof adRow>;

/** What visitors receive (GET /api/ads without an admin session). */
export const PUBLIC_AD_FIELDS = ['id', 'title', 'description', 'imageUrl', 'linkUrl', 'adType', 'placement', 'displayOrder'] as const;
export const publicAd = adRow.pick(fieldMask(PUBLIC_AD_FIELDS));
export type PublicAd = z.output<typeof publicAd>;
