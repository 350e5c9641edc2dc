import { Alert, Box, Card, Container, Heading, HStack, Link, SimpleGrid, Spinner, Stack, Stat, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PublicUser } from '#contract/auth.ts';
import { Seo } from '../app/Seo.tsx';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm.tsx';
import { RegisterForm } from '../features/auth/RegisterForm.tsx';
import { SignInForm } from '../features/auth/SignInForm.tsx';
import { safeNextPath } from '../features/auth/safeNext.ts';
import { useUser } from '../features/auth/useUser.ts';
import { usePublicStats } from '../features/directory/api/usePublicStats.ts';
import { formatInteger } from '../lib/format.ts';

type Mode = 'signin' | 'register' | 'forgot';

/** `?mode=register` and `?mode=forgot` open those forms directly: plain links work before the app starts. */
const modeOf = (raw: string | null): Mode => (raw === 'register' || raw === 'forgot' ? raw : 'signin');

const TEXT: Record<Mode, { title: string; lead: string }> = {
  signin: { title: 'Sign In', lead: 'Enter your email and password.' },
  register: { title: 'Create Account', lead: 'It only takes a minute.' },
  forgot: { title: 'Reset Password', lead: 'We will email you a link to choose a new password.' },
};

/** The page advertises listings, countries and '24/7'; the counts come from the database. */
function SiteFigures() {
  const { stats: data } = usePublicStats();
  const figures = [
    { label: 'Synagogues', value: data ? formatInteger(data.listings) : '…' },
    { label: 'Countries', value: data ? formatInteger(data.countries) : '…' },
    { label: 'Access', value: '24/7' },
  ];
  return (
    <HStack gap="6" wrap="wrap">
      {figures.map((f) => (
        <Stat.Root key={f.label} minW="24">
          <Stat.Label>{f.label}</Stat.Label>
          <Stat.ValueText>{f.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </HStack>
  );
}

export function AuthPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { user, isLoading, setUser } = useUser();
  const mode = modeOf(params.get('mode'));
  // What the server said after a registration or reset request (the same for every address).
  const [notice, setNotice] = useState<{ mode: Mode; message: string } | null>(null);

  // Signed-in visitors have nothing to do here.
  if (user) return <Navigate to={next} replace />;

  const signedIn = async (u: PublicUser) => {
    await setUser(u);
    navigate(next, { replace: true });
  };
  const modeLink = (to: Mode, label: string) => {
    const query = new URLSearchParams(params);
    if (to === 'signin') query.delete('mode');
    else query.set('mode', to);
    const search = query.toString();
    return (
      <Link asChild colorPalette="blue" textDecoration="underline">
        <RouterLink to={`/auth${search ? `?${search}` : ''}`} replace>
          {label}
        </RouterLink>
      </Link>
    );
  };

  const shownNotice = notice?.mode === mode ? notice.message : null;
  return (
    <Container maxW="5xl" py={{ base: '8', md: '16' }}>
      <Seo
        title="Sign In"
        description="Sign in to Shul Finder or create an account to manage synagogue listings, sponsors and ads."
        path={pathname === '/login' ? '/login' : '/auth'}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }} alignItems="center">
        <Stack gap="5">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Welcome to Shul Finder
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Find synagogues, shuls, and minyans worldwide. Sign in to help keep the directory accurate.
          </Text>
          <SiteFigures />
        </Stack>
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
            ) : isLoading ? (
              <Box textAlign="center" py="8">
                <Spinner aria-label="Loading" />
              </Box>
            ) : mode === 'signin' ? (
              <SignInForm onSignedIn={signedIn} />
            ) : mode === 'register' ? (
              <RegisterForm onRegistered={signedIn} onMailed={(message) => setNotice({ mode, message })} />
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
      </SimpleGrid>
    </Container>
  );
}
