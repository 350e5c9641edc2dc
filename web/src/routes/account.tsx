import { Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Seo } from '../app/Seo.tsx';
import { DeleteAccount } from '../features/account/DeleteAccount.tsx';
import { SessionsList } from '../features/account/SessionsList.tsx';
import { EXPORT_PATH } from '../features/account/api/account.ts';
import { ACCOUNT_TEXT } from '../features/account/text.ts';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { PasskeysSection } from '../features/passkeys/PasskeysSection.tsx';
import { PRIVACY_PATH } from '../features/privacy/paths.ts';

/** /account: the signed-in user's sessions, passkeys, 'Download my data' and 'Delete my account'. */
export default function AccountPage() {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Seo title={ACCOUNT_TEXT.title} description={ACCOUNT_TEXT.description} path="/account" noIndex />
      <SignedInGate title={ACCOUNT_TEXT.title} prompt={ACCOUNT_TEXT.signInPrompt}>
        {(user) => (
          <Stack gap="10">
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {ACCOUNT_TEXT.title}
              </Heading>
              <Text color="fg.muted">{user.email}</Text>
              <Link asChild color="blue.700" alignSelf="flex-start">
                <RouterLink to={PRIVACY_PATH}>{ACCOUNT_TEXT.privacyLink}</RouterLink>
              </Link>
            </Stack>
            <Stack as="section" gap="3" aria-labelledby="sessions-heading">
              <Heading as="h2" size="lg" id="sessions-heading">
                {ACCOUNT_TEXT.sessionsHeading}
              </Heading>
              <SessionsList />
            </Stack>
            <PasskeysSection />
            <Stack as="section" gap="3" aria-labelledby="export-heading">
              <Heading as="h2" size="lg" id="export-heading">
                {ACCOUNT_TEXT.exportHeading}
              </Heading>
              <Text>{ACCOUNT_TEXT.exportText}</Text>
              <Button asChild variant="outline" alignSelf="flex-start">
                <a href={EXPORT_PATH} download="shul-finder-export.json">
                  {ACCOUNT_TEXT.exportButton}
                </a>
              </Button>
            </Stack>
            <Stack as="section" gap="3" aria-labelledby="delete-heading">
              <Heading as="h2" size="lg" id="delete-heading">
                {ACCOUNT_TEXT.deleteHeading}
              </Heading>
              <DeleteAccount />
            </Stack>
          </Stack>
        )}
      </SignedInGate>
    </Container>
  );
}
