import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function TehillimPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Tehillim" description="The Book of Psalms in Hebrew and English" path="/tehillim" />
      <Heading as="h1">Tehillim</Heading>
    </Container>
  );
}
