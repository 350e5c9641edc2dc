import { useNavigate } from 'react-router';
import { useUser } from '../features/auth/useUser.ts';
import { signOut } from '../features/auth/api/auth.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../i18n/links.tsx';
import { HttpError } from '../lib/api.ts';
import { notify } from './toaster.tsx';

/** 'Sign Out': POST /api/logout, forget the user, toast the outcome. */
export function useSignOut() {
  const { setUser } = useUser();
  const navigate = useNavigate();
  const t = useT();
  const localize = useLocalizedPath();
  return async () => {
    try {
      await signOut();
      await setUser(null);
      notify('success', t('frame.user.signedOutTitle'), t('frame.user.signedOutText'));
      navigate(localize('/'));
    } catch (error) {
      const message = error instanceof HttpError ? error.serverMessage || error.message : (error as Error).message;
      notify('error', t('frame.user.signOutFailed'), message);
    }
  };
}
