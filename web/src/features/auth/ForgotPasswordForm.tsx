import { Button, Stack } from '@chakra-ui/react';
import { emailOnlyInput } from '#contract/auth.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { TextField } from '../forms/fields.tsx';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { forgotPassword } from './api/auth.ts';
import { EMAIL_FIELD_MESSAGES } from './fieldMessages.ts';

/** 'Forgot password?': the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const t = useT();
  const form = useZodForm({ email: '' }, EMAIL_FIELD_MESSAGES);
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    emailOnlyInput,
    async (input) => onSent((await forgotPassword(input)).message),
    (error) => [t('auth.forgot.failed'), errorMessage(error, t('forms.error.tryAgain'))],
  );
  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label={t('auth.forgot.title')}>
      <Stack gap="4">
        <TextField label={t('auth.field.email')} type="email" dir="ltr" autoComplete="email" required {...form.bind('email')} />
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText={t('auth.forgot.submitting')}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
