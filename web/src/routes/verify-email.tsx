import { Alert, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { verifyEmailInput, type PublicUser } from '#contract/auth.ts';
import { Seo } from '../app/Seo.tsx';
import { verifyEmail } from '../features/auth/api/auth.ts';
import { useUser, USER_KEY } from '../features/auth/useUser.ts';
import { errorMessage } from '../features/forms/errorMessage.ts';
import { mutate } from 'swr';

type State = { kind: 'ready' } | { kind: 'sending' } | { kind: 'done'; user: PublicUser } | { kind: 'failed'; message: string };

/**
 * /auth/verify?token=…: the page a confirmation email links to. Confirming takes a click, so a
 * mail scanner that opens links does not use up the single-use link.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useUser();
  const [state, setState] = useState<State>(
    verifyEmailInput.safeParse({ token }).success ? { kind: 'ready' } : { kind: 'failed', message: 'This link is incomplete or damaged.' },
  );

  const confirm = async () => {
    setState({ kind: 'sending' });
    try {
      const verified = await verifyEmail({ token });
      setState({ kind: 'done', user: verified });
      // The signed-in user (if it is them) now shows as verified, and maybe as admin.
      await mutate(USER_KEY);
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Seo title="Confirm your email" description="Confirm the email address of your Shul Finder account." path="/auth/verify" noIndex />
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">
            Confirm your email
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4" aria-live="polite">
            {state.kind === 'done' ? (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>Thank you: {state.user.email} is confirmed.</Alert.Title>
              </Alert.Root>
            ) : state.kind === 'failed' ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{state.message}</Alert.Title>
              </Alert.Root>
            ) : (
              <>
                <Text>Confirm that this email address is yours.</Text>
                <Button colorPalette="blue" onClick={confirm} loading={state.kind === 'sending'} loadingText="Confirming...">
                  Confirm my email
                </Button>
              </>
            )}
            {state.kind !== 'ready' && state.kind !== 'sending' && (
              <Link asChild colorPalette="blue">
                <RouterLink to={user ? '/' : '/auth'}>{user ? 'Go to the home page' : 'Sign in'}</RouterLink>
              </Link>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
