import { Alert, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { verifyEmailInput, type PublicUser } from '#contract/auth.ts';
import { Seo } from '../app/Seo.tsx';
import { verifyEmail } from '../features/auth/api/auth.ts';
import { useUser, USER_KEY } from '../features/auth/useUser.ts';
import { errorMessage } from '../features/forms/errorMessage.ts';
import { mutate } from 'swr';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';
import { useRichT } from '../i18n/richText.tsx';
import { cardSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ card: cardSlotRecipe });

// A failure is the server's message, or null for a link that is damaged before it is sent.
type State = { kind: 'ready' } | { kind: 'sending' } | { kind: 'done'; user: PublicUser } | { kind: 'failed'; message: string | null };

/**
 * /auth/verify?token=…: the page a confirmation email links to. Confirming takes a click, so a
 * mail scanner that opens links does not use up the single-use link.
 */
export default function VerifyEmailPage() {
  const t = useT();
  const richT = useRichT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useUser();
  const [state, setState] = useState<State>(
    verifyEmailInput.safeParse({ token }).success ? { kind: 'ready' } : { kind: 'failed', message: null },
  );

  const confirm = async () => {
    setState({ kind: 'sending' });
    try {
      const verified = await verifyEmail({ token });
      setState({ kind: 'done', user: verified });
      // The signed-in user (if it is them) now shows as verified, and maybe as admin.
      await mutate(USER_KEY);
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, t('forms.error.tryAgain')) });
    }
  };

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Seo title={t('auth.verify.title')} description={t('auth.verify.description')} path="/auth/verify" noIndex />
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">
            {t('auth.verify.title')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4" aria-live="polite">
            {state.kind === 'done' ? (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{richT('auth.verify.done', { email: <bdi>{state.user.email}</bdi> })}</Alert.Title>
              </Alert.Root>
            ) : state.kind === 'failed' ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{state.message ?? t('auth.verify.damaged')}</Alert.Title>
              </Alert.Root>
            ) : (
              <>
                <Text>{t('auth.verify.prompt')}</Text>
                <Button colorPalette="blue" onClick={confirm} loading={state.kind === 'sending'} loadingText={t('auth.verify.submitting')}>
                  {t('auth.verify.submit')}
                </Button>
              </>
            )}
            {state.kind !== 'ready' && state.kind !== 'sending' && (
              <Link asChild colorPalette="blue">
                <AppLink to={user ? '/' : '/auth'}>{user ? t('auth.verify.home') : t('auth.verify.signIn')}</AppLink>
              </Link>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
