import { Button, Container, EmptyState, VStack } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { Seo } from '../app/Seo.tsx';
import { AdminDashboard } from '../features/admin/AdminDashboard.tsx';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { useUser } from '../features/auth/useUser.ts';

/** A signed-in member gets a clear answer, not a dashboard that fails (README: Accounts and security). */
function NoAccess({ email }: { email: string }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShieldAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">No access to the admin panel</EmptyState.Title>
          <EmptyState.Description>
            You are signed in as {email}, which is not an administrator account. Ask an administrator to grant you access.
          </EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The admin dashboard for administrators; a signed-in member is told why not, anyone else asked to sign in. */
export function AdminPage() {
  const { isAdmin } = useUser();
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Seo title="Admin Dashboard" description="Manage synagogues, sponsors, advertisements and inquiries." path="/admin" />
      <meta name="robots" content="noindex" />
      <SignedInGate title="Admin Panel" prompt="Please sign in to access the admin panel.">
        {(user) => (isAdmin ? <AdminDashboard /> : <NoAccess email={user.email} />)}
      </SignedInGate>
    </Container>
  );
}
