import { Container, Heading } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';

export function CalendarPage() {
  return (
    <Container maxW="6xl" py="8">
      <Seo title="Hebrew Calendar" description="Hebrew calendar with holidays, candle lighting and zmanim" path="/calendar" />
      <Heading as="h1">Hebrew Calendar</Heading>
    </Container>
  );
}
