import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';

/** A listing's page for an id the directory does not have (or no longer has). */
export function ListingNotFound() {
  const t = useT();
  return (
    <Container maxW="3xl" py="16">
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          {t('minyanim.notFound.heading')}
        </Heading>
        <Text color="fg.muted">{t('minyanim.notFound.text')}</Text>
        <Button asChild colorPalette="blue">
          <AppLink to="/search">{t('minyanim.notFound.search')}</AppLink>
        </Button>
      </Stack>
    </Container>
  );
}
