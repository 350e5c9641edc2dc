import { z } from './zod.ts';
import type { Role } from './enums.ts';
import { email, optionalText, requiredText } from './fields.ts';

export const loginInput = z.object({
  email: email('Please enter a valid email address'),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(256),
});
export type LoginInput = z.input<typeof loginInput>;

export const registerInput = z.object({
  email: email('Please enter a valid email address'),
  password: z
    .string({ error: 'Password is required' })
    .min(8, { error: 'Password must be at least 8 characters' })
    .max(256, { error: 'Password must be at most 256 characters' }),
  firstName: requiredText('First name is required', 100),
  lastName: optionalText(100),
});
export type RegisterInput = z.input<typeof registerInput>;

/** A user as the API shows it: never the password hash. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  /** When the email was verified (null: not yet). */
  emailVerifiedAt: string | null;
  emailVerified: boolean;
  createdAt: string;
}

/** A listing the user manages, as GET /api/user lists them (the header's 'My shuls'). */
export interface ManagedListingRef {
  id: number;
  name: string;
}

/** GET /api/user: the user and the listings they manage (empty for most members). */
export interface CurrentUser extends PublicUser {
  manages: ManagedListingRef[];
}
