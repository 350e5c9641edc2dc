import { Button, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { loginInput, type PublicUser } from '../../../../schema/auth.ts';
import { notify } from '../../app/toaster.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { TextField } from '../forms/fields.tsx';
import { focusFirstInvalid, useZodForm } from '../forms/useZodForm.ts';
import { PasswordField } from './PasswordField.tsx';

export function SignInForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const { values, errors, set, validate, showServerErrors } = useZodForm({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate(loginInput);
    if (!input) return focusFirstInvalid(formRef.current);
    setSubmitting(true);
    try {
      const user = await api.post<PublicUser>('/api/login', input);
      notify('success', 'Welcome back!', 'You have successfully logged in.');
      onSignedIn(user);
    } catch (error) {
      if (showServerErrors(error)) focusFirstInvalid(formRef.current);
      notify('error', 'Login failed', errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Sign In">
      <Stack gap="4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(v) => set('email', v)}
          error={errors.email}
        />
        <PasswordField
          autoComplete="current-password"
          value={values.password}
          onChange={(v) => set('password', v)}
          error={errors.password}
        />
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Signing In...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
