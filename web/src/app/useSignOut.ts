import { useNavigate } from 'react-router';
import { useUser } from '../features/auth/useUser.ts';
import { signOut } from '../features/auth/api/auth.ts';
import { HttpError } from '../lib/api.ts';
import { notify } from './toaster.tsx';

/** 'Sign Out': POST /api/logout, forget the user, toast the outcome. */
export function useSignOut() {
  const { setUser } = useUser();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      await setUser(null);
      notify('success', 'Logged out', 'You have been successfully logged out.');
      navigate('/');
    } catch (error) {
      const message = error instanceof HttpError ? error.serverMessage || error.message : (error as Error).message;
      notify('error', 'Logout failed', message);
    }
  };
}
