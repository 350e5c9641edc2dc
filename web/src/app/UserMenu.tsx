import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '#contract/auth.ts';
import { useUser } from '../features/auth/useUser.ts';
import { useLocalizedPath } from '../i18n/links.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { ACCOUNT_LINK, ADMIN_LINK, MANAGE_LINK, userLabel } from './nav.ts';
import { useSignOut } from './useSignOut.ts';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './theme.ts';

// The recipes of the Chakra components this module renders beyond the frame's (app/theme.ts), registered as it loads.
registerRecipes({ menu: menuSlotRecipe });

/** The signed-in user's menu: labelled with firstName or email; 'My shuls' for managers, 'Admin Panel' for admins only (docs/product-rules.md: Roles). */
export function UserMenu({ user }: { user: PublicUser }) {
  const { manages } = useUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const t = useT();
  const localize = useLocalizedPath();
  useEffect(() => {
    // Signed in (this menu shows only then): the saved shuls synced with the account, once a session.
    if (typeof indexedDB !== 'undefined')
      void import('../features/offline/keeping.ts').then((keeping) => keeping.syncOnce(user.id)).catch(() => undefined);
  }, [user.id]);
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'manage') navigate(localize(MANAGE_LINK.to));
        if (value === 'admin') navigate(localize(ADMIN_LINK.to));
        if (value === 'account') navigate(localize(ACCOUNT_LINK.to));
        if (value === 'sign-out') void signOut();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <bdi>{userLabel(user)}</bdi>
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {manages.length > 0 && <Menu.Item value="manage">{t(MANAGE_LINK.label)}</Menu.Item>}
            {user.role === 'admin' && <Menu.Item value="admin">{t(ADMIN_LINK.label)}</Menu.Item>}
            <Menu.Item value="account">{t(ACCOUNT_LINK.label)}</Menu.Item>
            <Menu.Item value="sign-out">{t('frame.user.signOut')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
