import { CloseButton, Separator, Stack, Text, VStack, chakra } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useUser } from '../features/auth/useUser.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NavItem } from './NavItem.tsx';
import { NAV_LINKS, SIGN_IN_LINK, SPONSOR_LINK } from './nav.ts';

// The signed-in part (the account's links and Sign Out) loads once someone is signed in, as the
// header's user menu does: the menu itself is on every prerendered page (docs/product-rules.md: Budgets).
const MobileUserLinks = lazy(() => import('./MobileUserLinks.tsx').then((m) => ({ default: m.MobileUserLinks })));

/** The id the header's menu button opens (`popovertarget`). */
export const MOBILE_MENU_ID = 'mobile-menu';

/** Closes the menu once a link has been followed inside the app (a full page load closes it anyway). */
const closeMenu = () => document.getElementById(MOBILE_MENU_ID)?.hidePopover();

/**
 * The slide-in side menu of narrow screens (docs/product-rules.md: Screens and routes), built on the browser's Popover API:
 * the header's button opens it and Escape or a tap outside closes it with no script, so it works
 * on a prerendered page before the app has started, and its links are plain links.
 */
export function MobileNav() {
  const { user, isAdmin, manages } = useUser();
  const t = useT();

  return (
    <chakra.div
      id={MOBILE_MENU_ID}
      popover="auto"
      // A non-modal dialog: the page behind stays as it is, and Escape or a tap outside closes it.
      role="dialog"
      aria-label={t('frame.menu.label')}
      position="fixed"
      inset="0"
      insetStart="auto"
      margin="0"
      height="100dvh"
      maxHeight="100dvh"
      width="min(20rem, 85vw)"
      bg="bg"
      color="fg"
      borderWidth="0"
      borderStartWidth="1px"
      shadow="lg"
      p="4"
      overflowY="auto"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' } }}
    >
      <Stack gap="4">
        <Stack gap="2" pe="8">
          <Brand onNavigate={closeMenu} />
          <Text color="fg.muted" fontSize="sm">
            {t('frame.tagline')}
          </Text>
        </Stack>
        <VStack as="nav" aria-label={t('frame.nav.mobile')} align="stretch" gap="1">
          {[...NAV_LINKS, SPONSOR_LINK].map((item) => (
            <NavItem key={item.to} item={item} onNavigate={closeMenu} />
          ))}
          <Separator my="2" />
          {user ? (
            <Suspense fallback={null}>
              <MobileUserLinks user={user} isAdmin={isAdmin} manages={manages.length > 0} onNavigate={closeMenu} />
            </Suspense>
          ) : (
            <NavItem item={SIGN_IN_LINK} onNavigate={closeMenu} />
          )}
        </VStack>
        <Separator />
        <LanguageSwitch />
      </Stack>
      <CloseButton
        size="sm"
        aria-label={t('frame.menu.close')}
        position="absolute"
        top="3"
        insetEnd="3"
        popoverTarget={MOBILE_MENU_ID}
        popoverTargetAction="hide"
      />
    </chakra.div>
  );
}
