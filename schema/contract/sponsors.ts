import { z } from './zod.ts';
import { SPONSORSHIP_LEVELS, type SponsorshipLevel } from '#domain/enums.ts';
import { displayOrder, email, flag, optionalText, optionalUrl, requiredText } from './fields.ts';

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

const sponsorFields = {
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
};

export const sponsorInput = z.object(sponsorFields);
export type SponsorInput = z.input<typeof sponsorInput>;

export const sponsorPatch = z
  .object({ ...sponsorFields, sponsorshipLevel: level.optional(), isActive: flag().optional() })
  .partial();
export type SponsorPatch = z.input<typeof sponsorPatch>;

export interface Sponsor {
  id: number;
  name: string;
  logoUrl: string | null;
  website: string | null;
  websiteUrl: string | null;
  description: string | null;
  contactEmail: string | null;
  sponsorshipLevel: SponsorshipLevel;
  isActive: boolean;
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** What visitors receive (GET /api/sponsors without an admin session): no contact details, no bookkeeping. */
export const PUBLIC_SPONSOR_FIELDS = ['id', 'name', 'logoUrl', 'website', 'websiteUrl', 'description', 'sponsorshipLevel', 'displayOrder'] as const;
export type PublicSponsor = Pick<Sponsor, (typeof PUBLIC_SPONSOR_FIELDS)[number]>;
