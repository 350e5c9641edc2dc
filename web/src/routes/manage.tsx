import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { MyShuls } from '../features/manage/MyShuls.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { badgeRecipe, cardSlotRecipe, emptyStateSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ badge: badgeRecipe, card: cardSlotRecipe, emptyState: emptyStateSlotRecipe, skeleton: skeletonRecipe });

/** 'My shuls' (/manage): the listings the signed-in user manages, each with what needs attention. */
export default function ManagePage() {
  const t = useT();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Seo title={t('manage.page.title')} description={t('manage.page.description')} path="/manage" noIndex />
      <SignedInGate title={t('manage.page.title')} prompt={t('manage.page.signInPrompt')}>
        {() => (
          <Stack gap="6">
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {t('manage.page.title')}
              </Heading>
              <Text color="fg.muted">{t('manage.page.intro')}</Text>
            </Stack>
            <MyShuls />
          </Stack>
        )}
      </SignedInGate>
    </Container>
  );
}
