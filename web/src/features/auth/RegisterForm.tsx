import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { registerInput, type PublicUser } from '../../../../schema/auth.ts';
import { notify } from '../../app/toaster.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { TextField } from '../forms/fields.tsx';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { PasswordField } from './PasswordField.tsx';

export function RegisterForm({ onRegistered }: { onRegistered: (user: PublicUser) => void }) {
  const form = useZodForm({ firstName: '', lastName: '', email: '', password: '' });
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    registerInput,
    async (input) => {
      const user = await api.post<PublicUser>('/api/register', input);
      notify('success', 'Welcome to Shul Finder!', 'Your account has been created successfully.');
      onRegistered(user);
    },
    (error) => ['Registration failed', errorMessage(error)],
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Create Account">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="First Name" autoComplete="given-name" required {...form.bind('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.bind('lastName')} />
        </SimpleGrid>
        <TextField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
        <PasswordField autoComplete="new-password" helperText="At least 8 characters" {...form.bind('password')} />
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Creating Account...">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
