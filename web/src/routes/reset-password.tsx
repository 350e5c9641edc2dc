import { Alert, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, resetPasswordInput } from '#contract/auth.ts';
import { Seo } from '../app/Seo.tsx';
import { notify } from '../app/toaster.tsx';
import { resetPassword } from '../features/auth/api/auth.ts';
import { PasswordField } from '../features/auth/PasswordField.tsx';
import { useUser } from '../features/auth/useUser.ts';
import { errorMessage } from '../features/forms/errorMessage.ts';
import { useFormSubmit } from '../features/forms/useFormSubmit.ts';
import { useZodForm } from '../features/forms/useZodForm.ts';
import { NEW_PASSWORD_FIELD_MESSAGES } from '../features/auth/fieldMessages.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink, useLocalizedPath } from '../i18n/links.tsx';
import { cardSlotRecipe, fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ card: cardSlotRecipe, field: fieldSlotRecipe, input: inputRecipe });

/** /auth/reset?token=…: the page a password-reset email links to. */
export default function ResetPasswordPage() {
  const t = useT();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { setUser } = useUser();
  const form = useZodForm({ password: '' }, NEW_PASSWORD_FIELD_MESSAGES);
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    resetPasswordInput.pick({ password: true }),
    async ({ password }) => {
      const { message, user } = await resetPassword({ token, password });
      notify('success', t('auth.reset.changed'), message);
      await setUser(user);
      navigate(localize('/'), { replace: true });
    },
    (error) => [t('auth.reset.failed'), errorMessage(error, t('forms.error.tryAgain'))],
  );

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Seo title={t('auth.reset.title')} description={t('auth.reset.description')} path="/auth/reset" noIndex />
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">
            {t('auth.reset.title')}
          </Heading>
          <Text color="fg.muted">{t('auth.reset.lead')}</Text>
        </Card.Header>
        <Card.Body>
          {resetPasswordInput.shape.token.safeParse(token).success ? (
            <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label={t('auth.reset.title')}>
              <Stack gap="4">
                <PasswordField
                  label={t('auth.field.newPassword')}
                  autoComplete="new-password"
                  helperText={t('auth.field.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
                  {...form.bind('password')}
                />
                <Button type="submit" colorPalette="blue" loading={submitting} loadingText={t('auth.reset.submitting')}>
                  {t('auth.reset.submit')}
                </Button>
              </Stack>
            </form>
          ) : (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('auth.reset.damaged')}</Alert.Title>
            </Alert.Root>
          )}
        </Card.Body>
        <Card.Footer>
          <Link asChild colorPalette="blue" textStyle="sm">
            <AppLink to="/auth?mode=forgot">{t('auth.reset.newLink')}</AppLink>
          </Link>
        </Card.Footer>
      </Card.Root>
    </Container>
  );
}
