import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';

/**
 * What the service worker answers, with no network, for an address this device never saved
 * (scripts/vite/service-worker.ts). Prerendered in every language, and precached.
 */
export default function OfflinePage() {
  const t = useT();
  return (
    <Container maxW="3xl" py="20">
      <Seo title={t('offline.page.title')} description={t('offline.page.description')} path="/offline" noIndex />
      <Stack gap="5" align="flex-start">
        <Heading as="h1" size="3xl">
          {t('offline.page.title')}
        </Heading>
        <Text color="fg.muted">{t('offline.page.text')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="blue">
            <AppLink to="/">{t('offline.page.home')}</AppLink>
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
