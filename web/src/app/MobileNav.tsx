import { Button, CloseButton, Drawer, Portal, Separator, Text, VStack } from '@chakra-ui/react';
import { useUser } from '../features/auth/useUser.ts';
import { Brand } from './Brand.tsx';
import { NavItem } from './NavItem.tsx';
import { ADMIN_LINK, MANAGE_LINK, NAV_LINKS, SIGN_IN_LINK, SPONSOR_LINK, TAGLINE, userLabel } from './nav.ts';
import { useSignOut } from './useSignOut.ts';

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The slide-in side menu of narrow screens: choosing a link closes it. */
export function MobileNav({ open, onOpenChange }: MobileNavProps) {
  const { user, isAdmin, manages } = useUser();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="2">
              <Drawer.Title asChild>
                <div>
                  <Brand onNavigate={close} />
                </div>
              </Drawer.Title>
              <Drawer.Description color="fg.muted" fontSize="sm">
                {TAGLINE}
              </Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>
              <VStack as="nav" aria-label="Mobile" align="stretch" gap="1">
                {[...NAV_LINKS, SPONSOR_LINK].map((item) => (
                  <NavItem key={item.to} item={item} onNavigate={close} />
                ))}
                <Separator my="2" />
                {user ? (
                  <>
                    <Text px="3" py="1" fontSize="sm" color="fg.muted">
                      Signed in as {userLabel(user)}
                    </Text>
                    {manages.length > 0 && <NavItem item={MANAGE_LINK} onNavigate={close} />}
                    {isAdmin && <NavItem item={ADMIN_LINK} onNavigate={close} />}
                    <Button
                      variant="ghost"
                      justifyContent="flex-start"
                      onClick={() => {
                        close();
                        void signOut();
                      }}
                    >
                      Sign Out
                    </Button>
                  </>
                ) : (
                  <NavItem item={SIGN_IN_LINK} onNavigate={close} />
                )}
              </VStack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
