import { Alert, Box, Card, Heading, Link, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PublicUser } from '#contract/auth.ts';
import type { AuthMode } from './authMode.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { SignInForm } from './SignInForm.tsx';

const TEXT: Record<AuthMode, { title: string; lead: string }> = {
  signin: { title: 'Sign In', lead: 'Enter your email and password.' },
  register: { title: 'Create Account', lead: 'It only takes a minute.' },
  forgot: { title: 'Reset Password', lead: 'We will email you a link to choose a new password.' },
};

interface AuthCardProps {
  mode: AuthMode;
  /** Whether the session is still being read (a spinner in place of the form). */
  loading: boolean;
  onSignedIn: (user: PublicUser) => Promise<void>;
  /** The address of another mode's form. */
  modeHref: (mode: AuthMode) => string;
}

/** The sign-in, registration or reset form, with the links between them and what the server said. */
export function AuthCard({ mode, loading, onSignedIn, modeHref }: AuthCardProps) {
  // What the server said after a registration or reset request (the same for every address).
  const [notice, setNotice] = useState<{ mode: AuthMode; message: string } | null>(null);
  const shownNotice = notice?.mode === mode ? notice.message : null;

  const modeLink = (to: AuthMode, label: string) => (
    <Link asChild colorPalette="blue" textDecoration="underline">
      <RouterLink to={modeHref(to)} replace>
        {label}
      </RouterLink>
    </Link>
  );

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="xl">
          {TEXT[mode].title}
        </Heading>
        <Text color="fg.muted">{TEXT[mode].lead}</Text>
      </Card.Header>
      <Card.Body>
        {shownNotice ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{shownNotice}</Alert.Title>
          </Alert.Root>
        ) : loading ? (
          <Box textAlign="center" py="8">
            <Spinner aria-label="Loading" />
          </Box>
        ) : mode === 'signin' ? (
          <SignInForm onSignedIn={onSignedIn} />
        ) : mode === 'register' ? (
          <RegisterForm onRegistered={onSignedIn} onMailed={(message) => setNotice({ mode, message })} />
        ) : (
          <ForgotPasswordForm onSent={(message) => setNotice({ mode, message })} />
        )}
      </Card.Body>
      <Card.Footer justifyContent="center">
        <Text textStyle="sm">
          {mode === 'register' ? (
            <>Already have an account? {modeLink('signin', 'Sign in')}</>
          ) : mode === 'forgot' ? (
            <>Remembered it? {modeLink('signin', 'Sign in')}</>
          ) : (
            <>Don&apos;t have an account? {modeLink('register', 'Create one')}</>
          )}
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}
