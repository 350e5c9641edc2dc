import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { registerInput, type PublicUser } from '../../../../schema/auth.ts';
import { notify } from '../../app/toaster.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { TextField } from '../forms/fields.tsx';
import { focusFirstInvalid, useZodForm } from '../forms/useZodForm.ts';
import { PasswordField } from './PasswordField.tsx';

export function RegisterForm({ onRegistered }: { onRegistered: (user: PublicUser) => void }) {
  const { values, errors, set, validate, showServerErrors } = useZodForm({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate(registerInput);
    if (!input) return focusFirstInvalid(formRef.current);
    setSubmitting(true);
    try {
      const user = await api.post<PublicUser>('/api/register', input);
      notify('success', 'Welcome to Shul Finder!', 'Your account has been created successfully.');
      onRegistered(user);
    } catch (error) {
      if (showServerErrors(error)) focusFirstInvalid(formRef.current);
      notify('error', 'Registration failed', errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Create Account">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={(v) => set('firstName', v)}
            error={errors.firstName}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(v) => set('lastName', v)}
            error={errors.lastName}
          />
        </SimpleGrid>
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
          autoComplete="new-password"
          value={values.password}
          onChange={(v) => set('password', v)}
          error={errors.password}
          helperText="At least 8 characters"
        />
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Creating Account...">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
