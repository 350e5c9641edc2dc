import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** A listing's page for an id the directory does not have (or no longer has). */
export function ListingNotFound() {
  return (
    <Container maxW="3xl" py="16">
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          Synagogue not found
        </Heading>
        <Text color="fg.muted">This listing does not exist or has been removed from the directory.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/search">Search the Directory</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
