// Sponsors: the strip of logos visitors see, managed by admins. The shapes are derived from the
// `sponsors` table with drizzle-zod, refined where the API differs from the column: form text
// trimmed with '' as null, times as ISO strings.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import { SPONSORSHIP_LEVELS } from '#domain/enums.ts';
import { sponsors } from '#db/sponsors.ts';
import { displayOrder, email, fieldMask, flag, optionalText, optionalUrl, requiredText } from './fields.ts';

const level = z.enum(SPONSORSHIP_LEVELS, { error: `sponsorshipLevel must be one of ${SPONSORSHIP_LEVELS.join(', ')}` });

/** A logo is an uploaded object (`/objects/...`) or, when normalize failed, the upload URL. */
const logoUrl = z
  .string()
  .trim()
  .max(2048)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || v.startsWith('/objects/') || /^https?:\/\//.test(v), {
    error: 'logoUrl must be an uploaded object path or an http(s) URL',
  });

/** POST /api/sponsors: forms send strings, often empty; level, activity and order default as the columns do. */
export const sponsorInput = createInsertSchema(sponsors, {
  name: requiredText('Name is required'),
  logoUrl,
  website: optionalUrl('Please enter a valid website URL'),
  websiteUrl: optionalUrl('Please enter a valid website URL'),
  description: optionalText(2000),
  contactEmail: z
    .union([z.literal(''), z.null(), email()])
    .optional()
    .transform((v) => (v ? v : null)),
  sponsorshipLevel: level.optional().default('bronze'),
  isActive: flag().optional().default(true),
  displayOrder: displayOrder(),
}).omit({ id: true, createdAt: true, updatedAt: true });
export type SponsorInput = z.input<typeof sponsorInput>;

/** PATCH /api/sponsors/:id: only the fields sent are changed; no defaults applied. */
export const sponsorPatch = sponsorInput.extend({ sponsorshipLevel: level.optional(), isActive: flag().optional() }).partial();
export type SponsorPatch = z.input<typeof sponsorPatch>;

/** A sponsor as admins receive it: the row, its times as ISO strings. */
export const sponsorRow = createSelectSchema(sponsors, { createdAt: z.string(), updatedAt: z.string() });
export type Sponsor = z.output<typeof sponsorRow>;

/** What visitors receive (GET /api/sponsors without an admin session): no contact details, no bookkeeping. */
export const PUBLIC_SPONSOR_FIELDS = [
  'id',
  'name',
  'logoUrl',
  'website',
  'websiteUrl',
  'description',
  'sponsorshipLevel',
  'displayOrder',
] as const;
export const publicSponsor = sponsorRow.pick(fieldMask(PUBLIC_SPONSOR_FIELDS));
export type PublicSponsor = z.output<typeof publicSponsor>;
