import { useNavigate } from 'react-router';
import { useUser } from '../features/auth/useUser.ts';
import { signOut } from '../features/auth/api/auth.ts';
import { keepsAnything } from './serviceWorker.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../i18n/links.tsx';
import { HttpError } from '../lib/api.ts';
import { notify } from './toaster.tsx';

/**
 * 'Sign Out': POST /api/logout, forget the user and what of the account this device keeps (the
 * saved shuls it synced; those saved here without an account stay), toast the outcome.
 */
export function useSignOut() {
  const { setUser } = useUser();
  const navigate = useNavigate();
  const t = useT();
  const localize = useLocalizedPath();
  return async () => {
    try {
      await signOut();
      if (keepsAnything())
        await import('../features/offline/keeping.ts').then(
          (keeping) => keeping.signedOut(),
          () => undefined,
        );
      await setUser(null);
      notify('success', t('frame.user.signedOutTitle'), t('frame.user.signedOutText'));
      navigate(localize('/'));
    } catch (error) {
      const message = error instanceof HttpError ? error.serverMessage || error.message : (error as Error).message;
      notify('error', t('frame.user.signOutFailed'), message);
    }
  };
}
