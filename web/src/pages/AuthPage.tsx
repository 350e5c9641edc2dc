import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function AuthPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Sign In" description="Sign in or create an account" path="/auth" />
      <Heading as="h1">Sign In</Heading>
    </Container>
  );
}
