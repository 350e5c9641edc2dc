// The change log (issue 18): who changed what on a listing, when, with the values before and
// after; admins read a listing's history and revert one change.
import type { ChangeAction, ChangeActor, ChangeEntity } from '#domain/enums.ts';

export interface ListingChange {
  id: number;
  synagogueId: number;
  entity: ChangeEntity;
  /** The rule's or announcement's id; the listing's own id for `listing`. */
  entityId: number;
  action: ChangeAction;
  /** The changed fields before (null for a create) and after (null for a delete). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actor: {
    kind: ChangeActor;
    /** The user who made it or accepted/approved it (null for an import, or a deleted account). */
    userId: string | null;
    name: string | null;
  };
  /** The change this one reverted. */
  revertOf: number | null;
  /** When a later change reverted this one. */
  revertedAt: string | null;
  createdAt: string;
}

/** GET /api/admin/synagogues/:id/changes: newest first. */
export interface ListingHistory {
  synagogueId: number;
  changes: ListingChange[];
}

/** POST /api/admin/changes/:id/revert → the new change that undid it. 409 when it was reverted already or a later change to the same thing conflicts. */
export interface RevertResponse {
  reverted: ListingChange;
  change: ListingChange;
}
