import { Container } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { AdminDashboard } from '../features/admin/AdminDashboard.tsx';
import { NoAdminAccess } from '../features/admin/NoAdminAccess.tsx';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { useUser } from '../features/auth/useUser.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import {
  badgeRecipe,
  cardSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  listSlotRecipe,
  progressSlotRecipe,
  skeletonRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({
  badge: badgeRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  list: listSlotRecipe,
  progress: progressSlotRecipe,
  skeleton: skeletonRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
});

/** The admin dashboard for administrators; a signed-in member is told why not, anyone else asked to sign in. */
export default function AdminPage() {
  const t = useT();
  const { isAdmin } = useUser();
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Seo title={t('admin.page.title')} description={t('admin.page.description')} path="/admin" />
      <meta name="robots" content="noindex" />
      <SignedInGate title={t('admin.page.gateTitle')} prompt={t('admin.page.signInPrompt')}>
        {(user) => (isAdmin ? <AdminDashboard /> : <NoAdminAccess email={user.email} />)}
      </SignedInGate>
    </Container>
  );
}
