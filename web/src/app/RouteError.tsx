import { Alert, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouteError } from 'react-router';
import { Seo } from './Seo.tsx';

/**
 * The error boundary of every page (the root route's ErrorBoundary, web/src/root.tsx): a page
 * that crashed while rendering. 'Try again' reloads the page, which clears any broken state
 * behind the crash. (A page whose code fails to download never gets here: React Router loads
 * its address again as a document.)
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container maxW="3xl" py="16">
      <Seo title="Something went wrong" description="This page failed to load." path={window.location.pathname} noIndex />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This page could not be shown.</Alert.Title>
            <Alert.Description>
              {error instanceof Error ? error.message : 'An unexpected error occurred.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text color="fg.muted">Check your connection and try again. If it keeps happening, come back a little later.</Text>
        <HStack gap="3">
          <Button colorPalette="blue" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/" reloadDocument>
              Go to Home
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
