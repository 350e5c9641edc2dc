import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { Seo } from '../app/Seo.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';

/** Any unknown path. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <Container maxW="3xl" py="20">
      <Seo title={t('frame.notFound.title')} description={t('frame.notFound.description')} path={pathname} noIndex />
      <Stack gap="5" align="flex-start">
        <Text fontWeight="semibold" color="blue.700">
          404
        </Text>
        <Heading as="h1" size="3xl">
          {t('frame.notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('frame.notFound.text')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="blue">
            <AppLink to="/">{t('frame.goHome')}</AppLink>
          </Button>
          <Button asChild variant="outline">
            <AppLink to="/search">{t('frame.notFound.search')}</AppLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
