import { Alert, Box, Card, Heading, Link, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PublicUser } from '#contract/auth.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';
import { AppLink } from '../../i18n/links.tsx';
import type { AuthMode } from './authMode.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { SignInForm } from './SignInForm.tsx';

const TEXT: Record<AuthMode, { title: MessageId; lead: MessageId }> = {
  signin: { title: 'auth.signin.title', lead: 'auth.signin.lead' },
  register: { title: 'auth.register.title', lead: 'auth.register.lead' },
  forgot: { title: 'auth.forgot.title', lead: 'auth.forgot.lead' },
};

/** Under each form: a question, and the link to the form that answers it. */
const SWITCH: Record<AuthMode, { question: MessageId; to: AuthMode; link: MessageId }> = {
  signin: { question: 'auth.switch.noAccount', to: 'register', link: 'auth.switch.register' },
  register: { question: 'auth.switch.haveAccount', to: 'signin', link: 'auth.switch.signIn' },
  forgot: { question: 'auth.switch.remembered', to: 'signin', link: 'auth.switch.signIn' },
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
  const t = useT();
  // What the server said after a registration or reset request (the same for every address).
  const [notice, setNotice] = useState<{ mode: AuthMode; message: string } | null>(null);
  const shownNotice = notice?.mode === mode ? notice.message : null;

  const other = SWITCH[mode];

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="xl">
          {t(TEXT[mode].title)}
        </Heading>
        <Text color="fg.muted">{t(TEXT[mode].lead)}</Text>
      </Card.Header>
      <Card.Body>
        {shownNotice ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{shownNotice}</Alert.Title>
          </Alert.Root>
        ) : loading ? (
          <Box textAlign="center" py="8">
            <Spinner aria-label={t('auth.loading')} />
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
          {t(other.question)}{' '}
          <Link asChild colorPalette="blue" textDecoration="underline">
            <AppLink to={modeHref(other.to)} replace>
              {t(other.link)}
            </AppLink>
          </Link>
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}
