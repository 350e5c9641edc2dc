import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { MyShuls } from '../features/manage/MyShuls.tsx';

/** 'My shuls' (/manage): the listings the signed-in user manages, each with what needs attention. */
export default function ManagePage() {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Seo title="My shuls" description="Keep your shul's listing, minyan times and announcements up to date." path="/manage" noIndex />
      <SignedInGate title="My shuls" prompt="Sign in to manage the listings of the shuls you help run.">
        {() => (
          <Stack gap="6">
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                My shuls
              </Heading>
              <Text color="fg.muted">
                Keep your listings&rsquo; details, minyan times and announcements up to date, and put your times on your own website.
              </Text>
            </Stack>
            <MyShuls />
          </Stack>
        )}
      </SignedInGate>
    </Container>
  );
}
