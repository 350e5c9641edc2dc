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
import { useT } from '../../i18n/I18nProvider.tsx';
import { REGISTER_FIELD_MESSAGES } from './fieldMessages.ts';

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
  const t = useT();
  const form = useZodForm({ firstName: '', lastName: '', email: '', password: '' }, REGISTER_FIELD_MESSAGES);
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    registerInput,
    async (input) => {
      const { message } = await register(input);
      try {
        const user = await signIn({ email: input.email, password: input.password });
        notify('success', t('auth.register.welcome'), t('auth.register.welcomeText'));
        onRegistered(user);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 401) throw error;
        onMailed(message);
      }
    },
    (error) => [t('auth.register.failed'), errorMessage(error, t('forms.error.tryAgain'))],
  );

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label={t('auth.register.title')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label={t('auth.field.firstName')} autoComplete="given-name" required {...form.bind('firstName')} />
          <TextField label={t('auth.field.lastName')} autoComplete="family-name" {...form.bind('lastName')} />
        </SimpleGrid>
        <TextField label={t('auth.field.email')} type="email" dir="ltr" autoComplete="email" required {...form.bind('email')} />
        <PasswordField
          autoComplete="new-password"
          helperText={t('auth.field.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
          {...form.bind('password')}
        />
        <PrivacyNote />
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText={t('auth.register.submitting')}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
