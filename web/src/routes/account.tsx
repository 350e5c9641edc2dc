import { Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { DeleteAccount } from '../features/account/DeleteAccount.tsx';
import { SessionsList } from '../features/account/SessionsList.tsx';
import { EXPORT_PATH } from '../features/account/api/account.ts';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { PasskeysSection } from '../features/passkeys/PasskeysSection.tsx';
import { PRIVACY_PATH } from '../features/privacy/paths.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';
import { badgeRecipe, emptyStateSlotRecipe, fieldSlotRecipe, inputRecipe, skeletonRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({
  badge: badgeRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  input: inputRecipe,
  skeleton: skeletonRecipe,
});

/** /account: the signed-in user's sessions, passkeys, 'Download my data' and 'Delete my account'. */
export default function AccountPage() {
  const t = useT();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Seo title={t('account.title')} description={t('account.description')} path="/account" noIndex />
      <SignedInGate title={t('account.title')} prompt={t('account.signInPrompt')}>
        {(user) => (
          <Stack gap="10">
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {t('account.title')}
              </Heading>
              <Text color="fg.muted">
                <bdi>{user.email}</bdi>
              </Text>
              <Link asChild color="blue.700" alignSelf="flex-start">
                <AppLink to={PRIVACY_PATH}>{t('account.privacyLink')}</AppLink>
              </Link>
            </Stack>
            <Stack as="section" gap="3" aria-labelledby="sessions-heading">
              <Heading as="h2" size="lg" id="sessions-heading">
                {t('account.sessionsHeading')}
              </Heading>
              <SessionsList />
            </Stack>
            <PasskeysSection />
            <Stack as="section" gap="3" aria-labelledby="export-heading">
              <Heading as="h2" size="lg" id="export-heading">
                {t('account.exportHeading')}
              </Heading>
              <Text>{t('account.exportText')}</Text>
              <Button asChild variant="outline" alignSelf="flex-start">
                <a href={EXPORT_PATH} download="shul-finder-export.json">
                  {t('account.exportButton')}
                </a>
              </Button>
            </Stack>
            <Stack as="section" gap="3" aria-labelledby="delete-heading">
              <Heading as="h2" size="lg" id="delete-heading">
                {t('account.deleteHeading')}
              </Heading>
              <DeleteAccount />
            </Stack>
          </Stack>
        )}
      </SignedInGate>
    </Container>
  );
}
