import { Box, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { Outlet, Link as RouterLink } from 'react-router';

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/tefillah', label: 'Tefillah' },
  { to: '/sponsor', label: 'Become a Sponsor' },
  { to: '/auth', label: 'Sign In' },
];

export function Layout() {
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <HStack as="nav" aria-label="Main" gap="4" wrap="wrap">
            {NAV.map((item) => (
              <Link key={item.to} asChild>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            ))}
          </HStack>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
