import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { Seo } from '../app/Seo.tsx';
import { SAVED_PATH } from '../app/nav.ts';
import { useHydrated } from '../app/hydration.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';

/**
 * What the service worker answers, with no network, for an address this device never saved
 * (scripts/vite/service-worker.ts). Prerendered in every language, and precached.
 */
export default function OfflinePage() {
  const t = useT();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // Where the visitor was going (the service worker adds it): a path of this site only.
  const from = params.get('from');
  const retry = hydrated && from && /^\/(?!\/)/.test(from) ? from : null;
  return (
    <Container maxW="3xl" py="20">
      <Seo title={t('offline.page.title')} description={t('offline.page.description')} path="/offline" noIndex />
      <Stack gap="5" align="flex-start">
        <Heading as="h1" size="3xl">
          {t('offline.page.title')}
        </Heading>
        <Text color="fg.muted">{t('offline.page.text')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap">
          {retry && (
            <Button asChild colorPalette="blue">
              <a href={retry}>{t('offline.page.retry')}</a>
            </Button>
          )}
          <Button asChild colorPalette="blue" variant={retry ? 'outline' : 'solid'}>
            <AppLink to="/">{t('offline.page.home')}</AppLink>
          </Button>
          <Button asChild variant="outline">
            <AppLink to={SAVED_PATH}>{t('offline.page.saved')}</AppLink>
          </Button>
          <Button asChild variant="outline">
            <AppLink to="/calendar">{t('offline.page.calendar')}</AppLink>
          </Button>
          <Button asChild variant="outline">
            <AppLink to="/siddur">{t('offline.page.siddur')}</AppLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
