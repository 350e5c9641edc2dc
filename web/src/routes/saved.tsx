import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { useUser } from '../features/auth/useUser.ts';
import { SavedShuls } from '../features/minyanim/SavedShuls.tsx';
import { SAVED_PATH } from '../app/nav.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { cardSlotRecipe, emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ card: cardSlotRecipe, emptyState: emptyStateSlotRecipe });

/**
 * /saved: what this device keeps for use without a connection (docs/architecture.md: Offline and
 * installing). Prerendered in every language; offline, the service worker opens it from the SPA
 * fallback even if it was never visited. Its list is read from the device in the browser.
 */
export default function SavedPage() {
  const t = useT();
  const { user } = useUser();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Seo title={t('saved.page.title')} description={t('saved.page.description')} path={SAVED_PATH} noIndex />
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t('saved.page.title')}
          </Heading>
          <Text color="fg.muted">{t('saved.page.intro')}</Text>
        </Stack>
        <SavedShuls signedIn={user !== null} />
      </Stack>
    </Container>
  );
}
