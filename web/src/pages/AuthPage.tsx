import { Box, Button, Card, Container, Heading, HStack, SimpleGrid, Spinner, Stack, Stat, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PublicUser } from '../../../schema/auth.ts';
import { Seo } from '../app/Seo.tsx';
import { RegisterForm } from '../features/auth/RegisterForm.tsx';
import { SignInForm } from '../features/auth/SignInForm.tsx';
import { safeNextPath } from '../features/auth/safeNext.ts';
import { useUser } from '../features/auth/useUser.ts';
import { usePublicStats } from '../features/directory/usePublicStats.ts';

type Mode = 'signin' | 'register';

/** Spec §1 advertises listings, countries and '24/7'; the counts come from the database (design.md §3 Figures). */
function SiteFigures() {
  const { stats: data } = usePublicStats();
  const figures = [
    { label: 'Synagogues', value: data ? data.listings.toLocaleString() : '…' },
    { label: 'Countries', value: data ? data.countries.toLocaleString() : '…' },
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
  const [mode, setMode] = useState<Mode>('signin');

  // Signed-in visitors have nothing to do here (spec §2 Auth).
  if (user) return <Navigate to={next} replace />;

  const signedIn = async (u: PublicUser) => {
    await setUser(u);
    navigate(next, { replace: true });
  };

  const title = mode === 'signin' ? 'Sign In' : 'Create Account';
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
              {title}
            </Heading>
            <Text color="fg.muted">
              {mode === 'signin' ? 'Enter your email and password.' : 'It only takes a minute.'}
            </Text>
          </Card.Header>
          <Card.Body>
            {isLoading ? (
              <Box textAlign="center" py="8">
                <Spinner aria-label="Loading" />
              </Box>
            ) : mode === 'signin' ? (
              <SignInForm onSignedIn={signedIn} />
            ) : (
              <RegisterForm onRegistered={signedIn} />
            )}
          </Card.Body>
          <Card.Footer justifyContent="center">
            <Text textStyle="sm">
              {mode === 'signin' ? "Don't have an account?" : 'Already have an account?'}{' '}
              <Button
                variant="plain"
                colorPalette="blue"
                textDecoration="underline"
                size="sm"
                px="0"
                h="auto"
                onClick={() => setMode(mode === 'signin' ? 'register' : 'signin')}
              >
                {mode === 'signin' ? 'Create one' : 'Sign in'}
              </Button>
            </Text>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
    </Container>
  );
}
