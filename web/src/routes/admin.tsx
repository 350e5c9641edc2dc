import { Container } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { AdminDashboard } from '../features/admin/AdminDashboard.tsx';
import { NoAdminAccess } from '../features/admin/NoAdminAccess.tsx';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { useUser } from '../features/auth/useUser.ts';

/** The admin dashboard for administrators; a signed-in member is told why not, anyone else asked to sign in. */
export default function AdminPage() {
  const { isAdmin } = useUser();
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Seo title="Admin Dashboard" description="Manage synagogues, sponsors, advertisements and inquiries." path="/admin" />
      <meta name="robots" content="noindex" />
      <SignedInGate title="Admin Panel" prompt="Please sign in to access the admin panel.">
        {(user) => (isAdmin ? <AdminDashboard /> : <NoAdminAccess email={user.email} />)}
      </SignedInGate>
    </Container>
  );
}
