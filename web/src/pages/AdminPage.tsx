import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function AdminPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Admin Dashboard" description="Manage the directory" path="/admin" />
      <Heading as="h1">Admin Dashboard</Heading>
    </Container>
  );
}
