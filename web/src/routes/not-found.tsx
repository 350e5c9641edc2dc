import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Seo } from '../app/Seo.tsx';

/** Any unknown path. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container maxW="3xl" py="20">
      <Seo title="Page Not Found" description="This page does not exist." path={pathname} noIndex />
      <Stack gap="5" align="flex-start">
        <Text fontWeight="semibold" color="blue.700">
          404
        </Text>
        <Heading as="h1" size="3xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="blue">
            <RouterLink to="/">Go to Home</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/search">Search the Directory</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
