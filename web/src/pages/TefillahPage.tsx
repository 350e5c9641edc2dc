import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function TefillahPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Prayer & Study" description="Siddur, weekly Torah portion and Tehillim" path="/tefillah" />
      <Heading as="h1">Prayer & Study</Heading>
    </Container>
  );
}
