import { Button, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { loginInput, type PublicUser } from '#contract/auth.ts';
import { notify } from '../../app/toaster.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { TextField } from '../forms/fields.tsx';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { PasskeySignIn } from '../passkeys/PasskeySignIn.tsx';
import { signIn } from './api/auth.ts';
import { PasswordField } from './PasswordField.tsx';

export function SignInForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const form = useZodForm({ email: '', password: '' });
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    loginInput,
    async (input) => {
      const user = await signIn(input);
      notify('success', 'Welcome back!', 'You have successfully logged in.');
      onSignedIn(user);
    },
    (error) => ['Login failed', errorMessage(error)],
  );

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label="Sign In">
      <Stack gap="4">
        <TextField label="Email" type="email" autoComplete="username webauthn" required {...form.bind('email')} />
        <PasswordField autoComplete="current-password" {...form.bind('password')} />
        <Link asChild colorPalette="blue" textStyle="sm" alignSelf="flex-end">
          <RouterLink to="/auth?mode=forgot">Forgot password?</RouterLink>
        </Link>
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Signing In...">
          Sign In
        </Button>
        <PasskeySignIn onSignedIn={onSignedIn} />
      </Stack>
    </form>
  );
}
