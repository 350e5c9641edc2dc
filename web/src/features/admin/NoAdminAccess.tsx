import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

/** A signed-in member gets a clear answer, not a dashboard that fails (docs/product-rules.md: Roles). */
export function NoAdminAccess({ email }: { email: string }) {
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
