import { Button, Link, Stack } from '@chakra-ui/react';
import { loginInput, type PublicUser } from '#contract/auth.ts';
import { notify } from '../../app/toaster.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { TextField } from '../forms/fields.tsx';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { PasskeySignIn } from '../passkeys/PasskeySignIn.tsx';
import { signIn } from './api/auth.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { SIGN_IN_FIELD_MESSAGES } from './fieldMessages.ts';
import { PasswordField } from './PasswordField.tsx';

export function SignInForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const t = useT();
  const form = useZodForm({ email: '', password: '' }, SIGN_IN_FIELD_MESSAGES);
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    loginInput,
    async (input) => {
      const user = await signIn(input);
      notify('success', t('auth.signin.welcome'), t('auth.signin.welcomeText'));
      onSignedIn(user);
    },
    (error) => [t('auth.signin.failed'), errorMessage(error, t('forms.error.tryAgain'))],
  );

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label={t('auth.signin.title')}>
      <Stack gap="4">
        <TextField label={t('auth.field.email')} type="email" dir="ltr" autoComplete="username webauthn" required {...form.bind('email')} />
        <PasswordField autoComplete="current-password" {...form.bind('password')} />
        <Link asChild colorPalette="blue" textStyle="sm" alignSelf="flex-end">
          <AppLink to="/auth?mode=forgot">{t('auth.signin.forgot')}</AppLink>
        </Link>
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText={t('auth.signin.submitting')}>
          {t('auth.signin.submit')}
        </Button>
        <PasskeySignIn onSignedIn={onSignedIn} />
      </Stack>
    </form>
  );
}
