import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PublicUser } from '#contract/auth.ts';
import { Seo } from '../app/Seo.tsx';
import { AuthCard } from '../features/auth/AuthCard.tsx';
import { authModeHref, authModeOf } from '../features/auth/authMode.ts';
import { safeNextPath } from '../features/auth/safeNext.ts';
import { useUser } from '../features/auth/useUser.ts';
import { SiteFigures } from '../features/directory/SiteFigures.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../i18n/links.tsx';
import { cardSlotRecipe, statSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ card: cardSlotRecipe, stat: statSlotRecipe });

/** Sign in, create an account or ask for a password reset (/auth and /login), then go on to `?next=`. */
export default function AuthPage() {
  const t = useT();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Where to go next, in the page's language ('/' is this language's home page).
  const next = useLocalizedPath()(safeNextPath(params.get('next')));
  const navigate = useNavigate();
  const { user, isLoading, setUser } = useUser();

  // Signed-in visitors have nothing to do here.
  if (user) return <Navigate to={next} replace />;

  const signedIn = async (u: PublicUser) => {
    await setUser(u);
    navigate(next, { replace: true });
  };

  return (
    <Container maxW="5xl" py={{ base: '8', md: '16' }}>
      <Seo title={t('auth.page.title')} description={t('auth.page.description')} path={pathname === '/login' ? '/login' : '/auth'} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }} alignItems="center">
        <Stack gap="5">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('auth.page.heading')}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {t('auth.page.intro')}
          </Text>
          <SiteFigures />
        </Stack>
        <AuthCard
          mode={authModeOf(params.get('mode'))}
          loading={isLoading}
          onSignedIn={signedIn}
          modeHref={(to) => authModeHref(params, to)}
        />
      </SimpleGrid>
    </Container>
  );
}
