import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { PASSWORD_MIN_LENGTH, registerInput, type PublicUser } from '#contract/auth.ts';
import { notify } from '../../app/toaster.tsx';
import { HttpError } from '../../lib/api.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { TextField } from '../forms/fields.tsx';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { register, signIn } from './api/auth.ts';
import { PasswordField } from './PasswordField.tsx';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';

/**
 * Registration answers the same whether or not the address already has an account (docs/architecture.md:
 * Sessions and accounts). The form then signs in with what was typed: a new account is signed in
 * (unverified until the emailed link is followed); otherwise `onMailed` shows the server's message.
 */
export function RegisterForm({
  onRegistered,
  onMailed,
}: {
  onRegistered: (user: PublicUser) => void;
  onMailed: (message: string) => void;
}) {
  const form = useZodForm({ firstName: '', lastName: '', email: '', password: '' });
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    registerInput,
    async (input) => {
      const { message } = await register(input);
      try {
        const user = await signIn({ email: input.email, password: input.password });
        notify(
          'success',
          'Welcome to Shul Finder!',
          'Your account has been created successfully. Check your email to confirm your address.',
        );
        onRegistered(user);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 401) throw error;
        onMailed(message);
      }
    },
    (error) => ['Registration failed', errorMessage(error)],
  );

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label="Create Account">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="First Name" autoComplete="given-name" required {...form.bind('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.bind('lastName')} />
        </SimpleGrid>
        <TextField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
        <PasswordField
          autoComplete="new-password"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters; a phrase of unrelated words works well`}
          {...form.bind('password')}
        />
        <PrivacyNote />
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Creating Account...">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
