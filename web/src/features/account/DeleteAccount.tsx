import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../app/toaster.tsx';
import { HttpError } from '../../lib/api.ts';
import { PasswordField } from '../auth/PasswordField.tsx';
import { useUser } from '../auth/useUser.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { deleteAccount } from './api/account.ts';
import { ACCOUNT_TEXT } from './text.ts';

/** 'Delete my account': asks for the password again, then signs out and goes home. */
export function DeleteAccount() {
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
      notify('success', ACCOUNT_TEXT.deleted);
      navigate('/');
    } catch (e) {
      setError(e instanceof HttpError && e.status === 401 ? 'That password is not right' : errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} maxW="md">
      <Text>{ACCOUNT_TEXT.deleteText}</Text>
      <PasswordField
        label={ACCOUNT_TEXT.deletePassword}
        value={password}
        onChange={setPassword}
        error={error}
        autoComplete="current-password"
      />
      <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={busy} disabled={!password}>
        {ACCOUNT_TEXT.deleteButton}
      </Button>
    </Stack>
  );
}
