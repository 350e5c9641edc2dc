// The account calls (sign-in, registration, e-mail confirmation, password reset, sign-out)
// through the typed client: a wrong path or body is a compile error.
import type { InferRequestType } from 'hono/client';
import { answer, client } from '#web-lib/client.ts';

const api = client.api;

/** The signed-in user's SWR key (GET /api/user). */
export const USER_KEY = api.user.$path();
/** GET /api/user: the signed-in user with the listings they manage, or null when signed out. */
export const fetchUser = () => answer(api.user.$get());

type Body<Call> = InferRequestType<Call> extends { json: infer J } ? J : never;

export const signIn = (json: Body<typeof api.login.$post>) => answer(api.login.$post({ json }));
export const register = (json: Body<typeof api.register.$post>) => answer(api.register.$post({ json }));
export const verifyEmail = (json: Body<(typeof api)['verify-email']['$post']>) => answer(api['verify-email'].$post({ json }));
export const resendVerification = () => answer(api['resend-verification'].$post());
export const forgotPassword = (json: Body<(typeof api)['forgot-password']['$post']>) => answer(api['forgot-password'].$post({ json }));
export const resetPassword = (json: Body<(typeof api)['reset-password']['$post']>) => answer(api['reset-password'].$post({ json }));

/** POST /api/logout: answers 204, no body. */
export async function signOut(): Promise<void> {
  await api.logout.$post();
}
