import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Seo } from '../app/Seo.tsx';
import { ACCOUNT_PATH, PRIVACY_PATH } from '../features/privacy/paths.ts';
import { PRIVACY_TEXT } from '../features/privacy/text.ts';

/** /privacy: what we keep, why, for how long, who processes it, and how to download or delete it. Prerendered. */
export default function PrivacyPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Seo title={PRIVACY_TEXT.title} description={PRIVACY_TEXT.description} path={PRIVACY_PATH} />
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {PRIVACY_TEXT.title}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {PRIVACY_TEXT.intro}
          </Text>
        </Stack>
        {PRIVACY_TEXT.sections.map((section) => (
          <Stack as="section" gap="3" key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <Heading as="h2" size="xl" id={`privacy-${section.id}`}>
              {section.heading}
            </Heading>
            {section.paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
          </Stack>
        ))}
        <Button asChild colorPalette="blue" alignSelf="flex-start">
          <RouterLink to={ACCOUNT_PATH}>{PRIVACY_TEXT.accountLink}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
