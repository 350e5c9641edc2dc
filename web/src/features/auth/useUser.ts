import useSWR from 'swr';
import type { PublicUser } from '#contract/auth.ts';
import { USER_KEY, fetchUser } from './api/auth.ts';

export { USER_KEY };

/** The signed-in user, fetched on load: null when signed out (GET /api/user answers null). */
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
