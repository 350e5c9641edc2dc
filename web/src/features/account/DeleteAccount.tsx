import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../app/toaster.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../../i18n/links.tsx';
import { HttpError } from '../../lib/api.ts';
import { PasswordField } from '../auth/PasswordField.tsx';
import { useUser } from '../auth/useUser.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { deleteAccount } from './api/account.ts';

/** 'Delete my account': asks for the password again, then signs out and goes home. */
export function DeleteAccount() {
  const t = useT();
  const localize = useLocalizedPath();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { setUser } = useUser();
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount({ password });
      await setUser(null);
      notify('success', t('account.deleted'));
      navigate(localize('/'));
    } catch (e) {
      setError(e instanceof HttpError && e.status === 401 ? t('account.wrongPassword') : errorMessage(e, t('forms.error.tryAgain')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} maxW="md">
      <Text>{t('account.deleteText')}</Text>
      <PasswordField
        label={t('account.deletePassword')}
        value={password}
        onChange={setPassword}
        error={error}
        autoComplete="current-password"
      />
      <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={busy} disabled={!password}>
        {t('account.deleteButton')}
      </Button>
    </Stack>
  );
}
