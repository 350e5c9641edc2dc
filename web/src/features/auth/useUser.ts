import useSWR from 'swr';
import type { PublicUser } from '../../../../schema/auth.ts';
import { HttpError, api } from '../../lib/api.ts';

export const USER_KEY = '/api/user';

/** Spec §4: the current user is fetched on load; a 401 means signed out (null). */
async function fetchUser(url: string): Promise<PublicUser | null> {
  try {
    return await api.get<PublicUser>(url);
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
    /** Store a user returned by login or registration, or null after logout, without refetching. */
    setUser: (user: PublicUser | null) => mutate(user, { revalidate: false }),
  };
}
