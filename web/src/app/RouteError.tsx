import { Alert, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';
import { Seo } from './Seo.tsx';

/**
 * The error boundary of every page (the root route's ErrorBoundary, web/src/root.tsx): a page
 * that crashed while rendering. 'Try again' reloads the page, which clears any broken state
 * behind the crash. (A page whose code fails to download never gets here: React Router loads
 * its address again as a document.)
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  console.error(error);
  return (
    <Container maxW="3xl" py="16">
      <Seo title={t('frame.routeError.title')} description={t('frame.routeError.description')} path={window.location.pathname} noIndex />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('frame.routeError.title')}
        </Heading>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('frame.routeError.alert')}</Alert.Title>
            <Alert.Description>{error instanceof Error ? error.message : t('frame.routeError.unexpected')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text color="fg.muted">{t('frame.routeError.advice')}</Text>
        <HStack gap="3">
          <Button colorPalette="blue" onClick={() => window.location.reload()}>
            {t('frame.routeError.retry')}
          </Button>
          <Button asChild variant="outline">
            <AppLink to="/" reloadDocument>
              {t('frame.goHome')}
            </AppLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
