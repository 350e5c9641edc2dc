import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function SiddurPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Siddur" description="Daily prayers in Hebrew and English" path="/siddur" />
      <Heading as="h1">Siddur</Heading>
    </Container>
  );
}
