import { Box, Button, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { useUser } from '../features/auth/useUser.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';
import { Brand } from './Brand.tsx';
import { LanguageMenu } from './LanguageSwitch.tsx';
import { MOBILE_MENU_ID, MobileNav } from './MobileNav.tsx';
import { NavItem } from './NavItem.tsx';
import { NAV_LINKS, SIGN_IN_LINK, SPONSOR_LINK } from './nav.ts';

// The user menu is loaded on demand: most visitors of `/` are signed out, and it does not belong
// in the home page's JS budget (docs/product-rules.md: Budgets). The mobile menu is part of the page, so that it
// opens before the app has started.
const UserMenu = lazy(() => import('./UserMenu.tsx').then((m) => ({ default: m.UserMenu })));

/** The shared header (docs/product-rules.md: Screens and routes). */
export function Header() {
  const { user, isLoading } = useUser();
  const t = useT();

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <Brand />
          <HStack as="nav" aria-label={t('frame.nav.main')} gap="1" hideBelow="md">
            {NAV_LINKS.map((item) => (
              <NavItem key={item.to} item={item} />
            ))}
          </HStack>
          <HStack gap="2" hideBelow="md">
            <LanguageMenu />
            <Button asChild colorPalette="blue" size="sm">
              <AppLink to={SPONSOR_LINK.to}>{t(SPONSOR_LINK.label)}</AppLink>
            </Button>
            {/* Nothing until the session is known, so a signed-in user never sees 'Sign In' flash. */}
            {isLoading ? null : user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <NavItem item={SIGN_IN_LINK} />
            )}
          </HStack>
          <IconButton hideFrom="md" variant="ghost" aria-label={t('frame.menu.open')} popoverTarget={MOBILE_MENU_ID}>
            <MenuIcon />
          </IconButton>
        </Flex>
      </Container>
      <MobileNav />
    </Box>
  );
}
