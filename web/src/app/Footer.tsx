import { Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { PRIVACY_PATH } from '../features/privacy/paths.ts';
import { LOCATION_FORM_PATH } from '../features/submissions/paths.ts';
import type { MessageId } from '../i18n/ids.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';
import { useHydrated } from './hydration.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SAVED_PATH } from './nav.ts';
import { PRODUCT_NAME } from './Seo.tsx';

const QUICK_LINKS: { to: string; label: MessageId }[] = [
  { to: '/search', label: 'frame.footer.directory' },
  { to: '/calendar', label: 'frame.footer.calendar' },
  { to: SAVED_PATH, label: 'frame.footer.saved' },
  { to: PRIVACY_PATH, label: 'frame.footer.privacy' },
];

/** The footer: Quick Links, 'Get in touch' (the location request form) and the current year. */
export function Footer() {
  const t = useT();
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16">
      <Container maxW="7xl" py="10">
        <Flex direction={{ base: 'column', md: 'row' }} gap="8" justify="space-between">
          <Stack gap="2" maxW="sm">
            <Text fontWeight="bold" fontSize="lg" color="white">
              <bdi>{PRODUCT_NAME}</bdi>
            </Text>
            <Text fontSize="sm">{t('frame.tagline')}</Text>
            <LanguageSwitch color="gray.300" />
          </Stack>
          <Stack gap="2" as="nav" aria-label={t('frame.footer.quickLinks')}>
            <Heading as="h2" size="sm" color="white">
              {t('frame.footer.quickLinks')}
            </Heading>
            {QUICK_LINKS.map((item) => (
              <Link key={item.to} asChild color="gray.300" _hover={{ color: 'white' }}>
                <AppLink to={item.to}>{t(item.label)}</AppLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="3" maxW="xs">
            <Heading as="h2" size="sm" color="white">
              {t('frame.footer.missingTitle')}
            </Heading>
            <Text fontSize="sm">{t('frame.footer.missingText')}</Text>
            <Button asChild colorPalette="blue" size="sm" alignSelf="flex-start">
              <AppLink to={LOCATION_FORM_PATH}>{t('frame.footer.getInTouch')}</AppLink>
            </Button>
          </Stack>
        </Flex>
        <Text fontSize="sm" mt="8" pt="6" borderTopWidth="1px" borderColor="gray.700">
          © <VisitYear />
          {t('frame.footer.rights', { product: PRODUCT_NAME })}
        </Text>
      </Container>
    </Box>
  );
}

/**
 * The year of the visit, not of the build that prerendered the page: shown once hydrated. Its own
 * component, so that only this text renders again after hydration, not the whole footer.
 */
function VisitYear() {
  return useHydrated() ? `${new Date().getFullYear()} ` : null;
}
