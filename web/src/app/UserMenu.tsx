import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '#contract/auth.ts';
import { useUser } from '../features/auth/useUser.ts';
import { ACCOUNT_LINK, ADMIN_LINK, MANAGE_LINK, userLabel } from './nav.ts';
import { useSignOut } from './useSignOut.ts';

/** The signed-in user's menu: labelled with firstName or email; 'My shuls' for managers, 'Admin Panel' for admins only (docs/product-rules.md: Roles). */
export function UserMenu({ user }: { user: PublicUser }) {
  const { manages } = useUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'manage') navigate(MANAGE_LINK.to);
        if (value === 'admin') navigate(ADMIN_LINK.to);
        if (value === 'account') navigate(ACCOUNT_LINK.to);
        if (value === 'sign-out') void signOut();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {userLabel(user)}
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {manages.length > 0 && <Menu.Item value="manage">{MANAGE_LINK.label}</Menu.Item>}
            {user.role === 'admin' && <Menu.Item value="admin">{ADMIN_LINK.label}</Menu.Item>}
            <Menu.Item value="account">{ACCOUNT_LINK.label}</Menu.Item>
            <Menu.Item value="sign-out">Sign Out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
