import { Button, Container, EmptyState, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { LogIn, ShieldAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { Seo } from '../app/Seo.tsx';
import { AdminDashboard } from '../features/admin/AdminDashboard.tsx';
import { useUser } from '../features/auth/useUser.ts';

function SignInPrompt() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LogIn />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">Admin Panel</EmptyState.Title>
          <EmptyState.Description>Please sign in to access the admin panel.</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue">
          <RouterLink to="/auth?next=/admin">Go to Sign In</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** design.md §3 Roles: a signed-in member gets a clear answer, not a dashboard that fails. */
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

/** Spec §2 Admin: a loading state, then the sign-in prompt, the no-access message, or the dashboard. */
export function AdminPage() {
  const { user, isAdmin, isLoading, error } = useUser();
  let body;
  if (isLoading) {
    body = (
      <Stack align="center" py="16" role="status">
        <Spinner size="lg" />
        <Text color="fg.muted">Loading...</Text>
      </Stack>
    );
  } else if (error) {
    body = (
      <Text color="fg.error" textAlign="center" py="16">
        Could not check your account: {error.message}
      </Text>
    );
  } else if (!user) {
    body = <SignInPrompt />;
  } else if (!isAdmin) {
    body = <NoAccess email={user.email} />;
  } else {
    body = <AdminDashboard />;
  }
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Seo title="Admin Dashboard" description="Manage synagogues, sponsors, advertisements and inquiries." path="/admin" />
      <meta name="robots" content="noindex" />
      {body}
    </Container>
  );
}
