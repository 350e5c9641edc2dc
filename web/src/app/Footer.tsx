import { Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PRIVACY_PATH } from '../features/privacy/paths.ts';
import { LOCATION_FORM_PATH } from '../features/submissions/paths.ts';
import { useHydrated } from './hydration.ts';
import { PRODUCT_NAME } from './Seo.tsx';
import { TAGLINE } from './nav.ts';

const QUICK_LINKS = [
  { to: '/search', label: 'Directory' },
  { to: '/calendar', label: 'Hebrew Calendar' },
  { to: PRIVACY_PATH, label: 'Privacy' },
];

/** The footer: Quick Links, 'Get in touch' (the location request form) and the current year. */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16">
      <Container maxW="7xl" py="10">
        <Flex direction={{ base: 'column', md: 'row' }} gap="8" justify="space-between">
          <Stack gap="2" maxW="sm">
            <Text fontWeight="bold" fontSize="lg" color="white">
              {PRODUCT_NAME}
            </Text>
            <Text fontSize="sm">{TAGLINE}</Text>
          </Stack>
          <Stack gap="2" as="nav" aria-label="Quick Links">
            <Heading as="h2" size="sm" color="white">
              Quick Links
            </Heading>
            {QUICK_LINKS.map((item) => (
              <Link key={item.to} asChild color="gray.300" _hover={{ color: 'white' }}>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="3" maxW="xs">
            <Heading as="h2" size="sm" color="white">
              Know a shul we are missing?
            </Heading>
            <Text fontSize="sm">Ask us to add, update or remove a location.</Text>
            <Button asChild colorPalette="blue" size="sm" alignSelf="flex-start">
              <RouterLink to={LOCATION_FORM_PATH}>Get in touch</RouterLink>
            </Button>
          </Stack>
        </Flex>
        <Text fontSize="sm" mt="8" pt="6" borderTopWidth="1px" borderColor="gray.700">
          © <VisitYear />
          {PRODUCT_NAME}. All rights reserved.
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
