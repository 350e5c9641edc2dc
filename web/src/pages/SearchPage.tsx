import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function SearchPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Find Your Perfect Shul" description="Search synagogues by city, name or zip code" path="/search" />
      <Heading as="h1">Find Your Perfect Shul</Heading>
    </Container>
  );
}
