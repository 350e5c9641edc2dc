import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function SponsorPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Become a Sponsor" description="Sponsor Shul Finder" path="/sponsor" />
      <Heading as="h1">Become a Sponsor</Heading>
    </Container>
  );
}
