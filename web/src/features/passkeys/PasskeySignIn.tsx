import { Button } from '@chakra-ui/react';
import { WebAuthnAbortService } from '@simplewebauthn/browser';
import { useEffect, useEffectEvent, useState } from 'react';
import type { PublicUser } from '#contract/auth.ts';
import { notify } from '../../app/toaster.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { autofillAvailable, signInWithPasskey, useWebAuthnAvailable } from './api.ts';
import { wasAbandoned, wasReplaced } from './ceremony.ts';

interface PasskeySignInProps {
  onSignedIn: (user: PublicUser) => void;
}

/**
 * 'Sign in with a passkey' on the sign-in form, shown only where the browser has WebAuthn. Where
 * the browser can, the form's email field (autocomplete="username webauthn") also offers the
 * person's passkeys among its suggestions; picking one signs in without the button.
 */
/** The browser's own refusal of a WebAuthn request (simplewebauthn keeps the DOMException's name). */
const refusedByBrowser = (error: unknown) =>
  error instanceof Error && ['SecurityError', 'NotAllowedError', 'NotSupportedError'].includes(error.name);

export function PasskeySignIn({ onSignedIn }: PasskeySignInProps) {
  const t = useT();
  const supported = useWebAuthnAvailable();
  const [busy, setBusy] = useState(false);
  const welcome = (user: PublicUser) => {
    notify('success', t('passkeys.signIn.welcomeTitle'), t('passkeys.signIn.welcomeText'));
    onSignedIn(user);
  };
  const fail = (error: unknown) =>
    notify('error', t('passkeys.signIn.failedTitle'), wasAbandoned(error) ? t('passkeys.signIn.cancelled') : errorMessage(error));
  // The autofill request outlives renders: it answers through the latest callbacks.
  const autofillSignedIn = useEffectEvent(welcome);
  const autofillFailed = useEffectEvent(fail);

  useEffect(() => {
    let live = true;
    void autofillAvailable().then(async (available) => {
      if (!available || !live) return;
      try {
        autofillSignedIn(await signInWithPasskey({ autofill: true }));
      } catch (error) {
        // Replaced by the button's request, ended by leaving the page, or refused by the browser
        // itself (an address passkeys cannot serve, such as 127.0.0.1): autofill is only an offer,
        // so nothing to say; the button and the password remain.
        if (live && !wasReplaced(error) && !refusedByBrowser(error)) autofillFailed(error);
      }
    });
    return () => {
      live = false;
      // The autofill request waits as long as the page is open; leaving the form ends it.
      WebAuthnAbortService.cancelCeremony();
    };
  }, []);

  if (!supported) return null;

  const start = async () => {
    setBusy(true);
    try {
      welcome(await signInWithPasskey());
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="outline" colorPalette="blue" loading={busy} onClick={() => void start()}>
      {t('passkeys.signIn.button')}
    </Button>
  );
}
