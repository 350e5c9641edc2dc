import useSWR from 'swr';
import type { CurrentUser, PublicUser } from '#contract/auth.ts';
import { HttpError } from '../../lib/api.ts';
import { USER_KEY, fetchUser as getUser } from './api/auth.ts';

export { USER_KEY };

/** The current user is fetched on load; a 401 means signed out (null). */
async function fetchUser(): Promise<CurrentUser | null> {
  try {
    return await getUser();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export function useUser() {
  const { data, error, isLoading, mutate } = useSWR(USER_KEY, fetchUser);
  return {
    user: data ?? null,
    isLoading,
    error: error as Error | undefined,
    isAdmin: data?.role === 'admin',
    /** The listings the user manages ('My shuls'); empty for most members. */
    manages: data?.manages ?? [],
    /**
     * Store a user returned by login or registration, or null after logout. Sign-in answers carry
     * no managed listings, so after one the user is fetched again in the background for them.
     */
    setUser: (user: PublicUser | null) => mutate(user && { manages: [], ...user }, { revalidate: user !== null }),
  };
}
