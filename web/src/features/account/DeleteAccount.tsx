import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../app/toaster.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../../i18n/links.tsx';
import { HttpError } from '../../lib/api.ts';
import { useRead } from '../../lib/useRead.ts';
import { PasswordField } from '../auth/PasswordField.tsx';
import { useUser } from '../auth/useUser.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { accountPasskeys, passkeyProof, useWebAuthnAvailable } from '../passkeys/api.ts';
import { wasAbandoned } from '../passkeys/ceremony.ts';
import { deleteAccount } from './api/account.ts';

/**
 * 'Delete my account': asks for the password again, or (where the account has a passkey and the
 * browser can use it) a fresh passkey assertion instead; then signs out and goes home.
 */
export function DeleteAccount() {
  const t = useT();
  const localize = useLocalizedPath();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ way: 'password' | 'passkey'; text: string }>();
  const [busy, setBusy] = useState<'password' | 'passkey' | null>(null);
  const { setUser } = useUser();
  const navigate = useNavigate();
  const webAuthn = useWebAuthnAvailable();
  const { data: passkeys } = useRead(accountPasskeys);
  const passkeyIds = (passkeys ?? []).map((p) => p.id);

  const remove = async (way: 'password' | 'passkey', proof: () => Promise<Parameters<typeof deleteAccount>[0]>) => {
    setBusy(way);
    setError(undefined);
    try {
      await deleteAccount(await proof());
      await setUser(null);
      notify('success', t('account.deleted'));
      navigate(localize('/'));
    } catch (e) {
      // Closing the browser's passkey dialog is a choice, not a failure.
      if (wasAbandoned(e)) return;
      const refused = e instanceof HttpError && e.status === 401;
      const text = refused
        ? t(way === 'password' ? 'account.wrongPassword' : 'account.passkeyRefused')
        : errorMessage(e, t('forms.error.tryAgain'));
      setError({ way, text });
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void remove('password', async () => ({ password }));
  };

  return (
    <Stack gap="4" maxW="md">
      <Stack as="form" gap="3" onSubmit={submit}>
        <Text>{t('account.deleteText')}</Text>
        <PasswordField
          label={t('account.deletePassword')}
          value={password}
          onChange={setPassword}
          error={error?.way === 'password' ? error.text : undefined}
          autoComplete="current-password"
        />
        <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={busy === 'password'} disabled={!password || busy !== null}>
          {t('account.deleteButton')}
        </Button>
      </Stack>
      {webAuthn && passkeyIds.length > 0 && (
        <Stack gap="2">
          <Text>{t('account.deletePasskeyHint')}</Text>
          <Button
            variant="outline"
            colorPalette="red"
            alignSelf="flex-start"
            loading={busy === 'passkey'}
            disabled={busy !== null}
            onClick={() => void remove('passkey', async () => ({ passkey: await passkeyProof(passkeyIds) }))}
          >
            {t('account.deleteWithPasskey')}
          </Button>
          {error?.way === 'passkey' && (
            <Text color="fg.error" role="alert">
              {error.text}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
