import { Link } from '@chakra-ui/react';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppNavLink } from '../i18n/links.tsx';
import type { NavLinkItem } from './nav.ts';

interface NavItemProps {
  item: NavLinkItem;
  onNavigate?: () => void;
}

/** A header link; react-router marks the current page with aria-current, which highlights it. */
export function NavItem({ item, onNavigate }: NavItemProps) {
  const t = useT();
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      color="fg.muted"
      focusRing="outside"
      _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      _currentPage={{ bg: 'blue.50', color: 'blue.800', fontWeight: 'semibold' }}
    >
      {/* Home (/ or /he) is current only on itself, not on every page under it. */}
      <AppNavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
        {t(item.label)}
      </AppNavLink>
    </Link>
  );
}
