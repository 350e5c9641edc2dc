import { Alert, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, resetPasswordInput } from '#contract/auth.ts';
import { Seo } from '../app/Seo.tsx';
import { notify } from '../app/toaster.tsx';
import { resetPassword } from '../features/auth/api/auth.ts';
import { PasswordField } from '../features/auth/PasswordField.tsx';
import { useUser } from '../features/auth/useUser.ts';
import { errorMessage } from '../features/forms/errorMessage.ts';
import { useFormSubmit } from '../features/forms/useFormSubmit.ts';
import { useZodForm } from '../features/forms/useZodForm.ts';

/** /auth/reset?token=…: the page a password-reset email links to. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { setUser } = useUser();
  const form = useZodForm({ password: '' });
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    resetPasswordInput.pick({ password: true }),
    async ({ password }) => {
      const { message, user } = await resetPassword({ token, password });
      notify('success', 'Password changed', message);
      await setUser(user);
      navigate('/', { replace: true });
    },
    (error) => ['Could not change the password', errorMessage(error)],
  );

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Seo title="Choose a new password" description="Choose a new password for your Shul Finder account." path="/auth/reset" noIndex />
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">
            Choose a new password
          </Heading>
          <Text color="fg.muted">Setting it signs you out on every other device.</Text>
        </Card.Header>
        <Card.Body>
          {resetPasswordInput.shape.token.safeParse(token).success ? (
            <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label="Choose a new password">
              <Stack gap="4">
                <PasswordField
                  label="New password"
                  autoComplete="new-password"
                  helperText={`At least ${PASSWORD_MIN_LENGTH} characters; a phrase of unrelated words works well`}
                  {...form.bind('password')}
                />
                <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Saving...">
                  Set new password
                </Button>
              </Stack>
            </form>
          ) : (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>This link is incomplete or damaged. Ask for a new one.</Alert.Title>
            </Alert.Root>
          )}
        </Card.Body>
        <Card.Footer>
          <Link asChild colorPalette="blue" textStyle="sm">
            <RouterLink to="/auth?mode=forgot">Ask for a new link</RouterLink>
          </Link>
        </Card.Footer>
      </Card.Root>
    </Container>
  );
}
