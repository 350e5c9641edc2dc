// Shul managers (issue 18): 'I help run this shul' requests, the admins' review, the managers
// of a listing, and the manager's own list of listings ('My shuls').
import { z } from './zod.ts';
import type { ReviewStatus } from '#domain/enums.ts';
import type { TimesFreshness } from '#domain/freshness.ts';
import { optionalText, requiredText } from './fields.ts';
import { synagoguePatch } from './synagogues.ts';

/** POST /api/synagogues/:id/manager-requests (a signed-in member with a verified email). */
export const managerRequestInput = z.object({
  role: requiredText('role is required (e.g. Gabbai, Rabbi, Office)', 80),
  phone: optionalText(50),
  message: optionalText(1000),
});
export type ManagerRequestInput = z.input<typeof managerRequestInput>;
export type ManagerRequestValues = z.output<typeof managerRequestInput>;

/** GET /api/manager-requests?status=pending (admin; default: pending). */
export const managerRequestListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all'], { error: 'status must be pending, approved, rejected or all' }).optional().default('pending'),
});
export type ManagerRequestListQuery = z.input<typeof managerRequestListQuery>;

/** DELETE /api/synagogues/:id/managers/:userId (admin: revoke). */
export const managerParam = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive({ error: 'id must be a positive integer' }),
  userId: z.string().min(1, { error: 'userId is required' }).max(64),
});

export interface ManagerRequest {
  id: number;
  synagogueId: number;
  synagogueName: string;
  synagogueCity: string;
  userId: string;
  userName: string;
  userEmail: string;
  role: string;
  phone: string | null;
  message: string | null;
  status: ReviewStatus;
  reviewedAt: string | null;
  createdAt: string;
}

/** GET /api/synagogues/:id/managers (admin). */
export interface ListingManager {
  userId: string;
  name: string;
  email: string;
  role: string | null;
  createdAt: string;
}

/** GET /api/manage/listings: the caller's listings ('My shuls'). Admins get the listings they manage too, not all. */
export interface ManagedListing {
  id: number;
  name: string;
  address: string;
  city: string;
  country: string;
  isActive: boolean;
  ruleCount: number;
  pendingProposals: number;
  activeAnnouncements: number;
  freshness: TimesFreshness;
}

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

const editable = Object.fromEntries(MANAGER_EDITABLE_FIELDS.map((f) => [f, true])) as { [K in (typeof MANAGER_EDITABLE_FIELDS)[number]]: true };

/** The admin's listing patch restricted to MANAGER_EDITABLE_FIELDS; other fields are refused by name. */
export const managerListingPatch = synagoguePatch.pick(editable).strict();
export type ManagerListingPatch = z.input<typeof managerListingPatch>;
