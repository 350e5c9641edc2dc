import { Button, Stack } from '@chakra-ui/react';
import { emailOnlyInput } from '#contract/auth.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { TextField } from '../forms/fields.tsx';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { forgotPassword } from './api/auth.ts';

/** 'Forgot password?': the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const form = useZodForm({ email: '' });
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    emailOnlyInput,
    async (input) => onSent((await forgotPassword(input)).message),
    (error) => ['Could not send the link', errorMessage(error)],
  );
  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label="Reset Password">
      <Stack gap="4">
        <TextField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Sending...">
          Email me a reset link
        </Button>
      </Stack>
    </form>
  );
}
