import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function ParshaPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Weekly Parsha" description="The 54 weekly Torah portions with haftarah" path="/parsha" />
      <Heading as="h1">Weekly Parsha</Heading>
    </Container>
  );
}
