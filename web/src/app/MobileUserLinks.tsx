import { Button, Text } from '@chakra-ui/react';
import type { PublicUser } from '#contract/auth.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { NavItem } from './NavItem.tsx';
import { ACCOUNT_LINK, ADMIN_LINK, MANAGE_LINK, userLabel } from './nav.ts';
import { useSignOut } from './useSignOut.ts';

interface MobileUserLinksProps {
  user: PublicUser;
  isAdmin: boolean;
  /** Whether the user manages a listing ('My shuls'). */
  manages: boolean;
  /** Closes the menu. */
  onNavigate: () => void;
}

/** The mobile menu's signed-in part: who is signed in, their areas, and Sign Out. */
export function MobileUserLinks({ user, isAdmin, manages, onNavigate }: MobileUserLinksProps) {
  const signOut = useSignOut();
  const t = useT();
  return (
    <>
      <Text px="3" py="1" fontSize="sm" color="fg.muted">
        {t('frame.user.signedInAs', { name: userLabel(user) })}
      </Text>
      {manages && <NavItem item={MANAGE_LINK} onNavigate={onNavigate} />}
      {isAdmin && <NavItem item={ADMIN_LINK} onNavigate={onNavigate} />}
      <NavItem item={ACCOUNT_LINK} onNavigate={onNavigate} />
      <Button
        variant="ghost"
        justifyContent="flex-start"
        onClick={() => {
          onNavigate();
          void signOut();
        }}
      >
        {t('frame.user.signOut')}
      </Button>
    </>
  );
}
