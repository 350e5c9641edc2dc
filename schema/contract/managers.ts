// Shul managers: 'I help run this shul' requests, the admins' review, the managers of a listing,
// and the manager's own list of listings ('My shuls'). The shapes are derived from the
// `manager_requests`, `listing_managers` and `synagogues` tables with drizzle-zod.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import type { TimesFreshness } from '#domain/freshness.ts';
import { listingManagers, managerRequests } from '#db/management.ts';
import { fieldMask, optionalText, requiredText } from './fields.ts';
import { synagoguePatch, synagogueRow } from './synagogues.ts';

/** POST /api/synagogues/:id/manager-requests (a signed-in member with a verified email). */
export const managerRequestInput = createInsertSchema(managerRequests, {
  role: requiredText('role is required (e.g. Gabbai, Rabbi, Office)', 80),
  phone: optionalText(50),
  message: optionalText(1000),
}).pick({ role: true, phone: true, message: true });
export type ManagerRequestInput = z.input<typeof managerRequestInput>;
export type ManagerRequestValues = z.output<typeof managerRequestInput>;

/** GET /api/manager-requests?status=pending (admin; default: pending). */
export const managerRequestListQuery = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected', 'all'], { error: 'status must be pending, approved, rejected or all' })
    .optional()
    .default('pending'),
});
export type ManagerRequestListQuery = z.input<typeof managerRequestListQuery>;

/** DELETE /api/synagogues/:id/managers/:userId (admin: revoke). */
export const managerParam = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive({ error: 'id must be a positive integer' }),
  userId: z.string().min(1, { error: 'userId is required' }).max(64),
});

/** A request as admins review it: the row without its reviewer, with the listing's and the member's names, times as ISO strings. */
export const managerRequestRow = createSelectSchema(managerRequests, { reviewedAt: z.string().nullable(), createdAt: z.string() })
  .omit({ reviewedBy: true })
  .extend({
    synagogueName: synagogueRow.shape.name,
    synagogueCity: synagogueRow.shape.city,
    /** The member's first and last name. */
    userName: z.string(),
    userEmail: z.string(),
  });
export type ManagerRequest = z.output<typeof managerRequestRow>;

/** GET /api/synagogues/:id/managers (admin): who manages the listing, with the member's name and address. */
export const listingManagerRow = createSelectSchema(listingManagers, { createdAt: z.string() })
  .pick({ userId: true, role: true, createdAt: true })
  .extend({ name: z.string(), email: z.string() });
export type ListingManager = z.output<typeof listingManagerRow>;

/** GET /api/manage/listings: the caller's listings ('My shuls'). Admins get the listings they manage too, not all. */
export const managedListing = synagogueRow.pick({ id: true, name: true, address: true, city: true, country: true, isActive: true }).extend({
  ruleCount: z.number(),
  pendingProposals: z.number(),
  activeAnnouncements: z.number(),
  freshness: z.custom<TimesFreshness>(),
});
export type ManagedListing = z.output<typeof managedListing>;

/**
 * PATCH /api/manage/synagogues/:id: the details a manager may change. Not the listing's
 * existence (isActive), its Google place id or its import identity: those stay with admins.
 */
export const MANAGER_EDITABLE_FIELDS = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'latitude',
  'longitude',
  'phone',
  'website',
  'nusach',
  'hasWheelchairAccess',
  'hasMikve',
  'hasParking',
  'hasYouthPrograms',
  'minyanTimes',
  'amenities',
  'notes',
] as const;

/** The admin's listing patch restricted to MANAGER_EDITABLE_FIELDS; other fields are refused by name. */
export const managerListingPatch = synagoguePatch.pick(fieldMask(MANAGER_EDITABLE_FIELDS)).strict();
export type ManagerListingPatch = z.input<typeof managerListingPatch>;
