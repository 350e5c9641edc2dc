import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function HomePage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Find Your Local Shul" description="Find synagogues, shuls, and minyans worldwide" path="/" />
      <Heading as="h1">Find Your Local Shul</Heading>
    </Container>
  );
}
