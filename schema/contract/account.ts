// The account page: a user's sessions, their data as one download, and deleting the account.
import { authenticationVerifyInput } from './passkeys.ts';
import { z } from './zod.ts';

/** One of the user's sessions as GET /api/user/sessions lists it: never the secret in the cookie. */
export interface AccountSession {
  /** The session's public id (DELETE /api/user/sessions/:id); it cannot sign anyone in. */
  id: string;
  createdAt: string;
  /** Moved when the session is renewed: at most once a day. */
  lastSeenAt: string;
  /** 'Chrome 131 on Linux', read from the browser's User-Agent; null when it sent none. */
  device: string | null;
  /** Signed in with a passkey. */
  passkey: boolean;
  /** The session this request came with. */
  current: boolean;
}

/** DELETE /api/user/sessions/:id. */
export const sessionParam = z.object({ id: z.uuid({ error: 'id must be a session id' }) });

/** POST /api/user/sessions/end-others. */
export interface EndedSessions {
  ended: number;
}

/**
 * DELETE /api/user: proof that the person at the keyboard owns the account, so a session left open
 * on a shared computer cannot delete it. Either the password again, or a fresh passkey assertion:
 * the answer to options from POST /api/passkeys/authentication/options (single-use, minutes), made
 * with one of this account's passkeys. A person who only ever signs in with a passkey need not
 * remember the password.
 */
export const deleteAccountInput = z
  .object({
    password: z
      .string({ error: 'password is required' })
      .min(1, { error: 'password is required' })
      .max(256, { error: 'password is too long' })
      .optional(),
    passkey: authenticationVerifyInput.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.password === undefined && input.passkey === undefined) {
      ctx.addIssue({ code: 'custom', message: 'password is required', path: ['password'], params: { kind: 'required' } });
    }
    if (input.password !== undefined && input.passkey !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'Give the password or a passkey, not both', path: ['passkey'] });
    }
  });
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

/** The name the change log and reviews show for an actor whose account was deleted. */
export const FORMER_MEMBER = 'a former member';
