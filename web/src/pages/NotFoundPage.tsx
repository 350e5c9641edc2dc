import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function NotFoundPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Page Not Found" description="This page does not exist" path="/404" />
      <Heading as="h1">Page Not Found</Heading>
    </Container>
  );
}
