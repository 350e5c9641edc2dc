import { Button, EmptyState, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useUser } from '../auth/useUser.ts';

/** The manager pages' answer before their content: loading, a failed check, or the sign-in prompt. */
export function ManageGate({ children }: { children: ReactNode }) {
  const { user, isLoading, error } = useUser();
  const { pathname } = useLocation();
  if (isLoading) {
    return (
      <Stack align="center" py="16" role="status">
        <Spinner size="lg" />
        <Text color="fg.muted">Loading...</Text>
      </Stack>
    );
  }
  if (error) {
    return (
      <Text color="fg.error" textAlign="center" py="16" role="alert">
        Could not check your account: {error.message}
      </Text>
    );
  }
  if (!user) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LogIn />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">My shuls</EmptyState.Title>
            <EmptyState.Description>Sign in to manage the listings of the shuls you help run.</EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="blue">
            <RouterLink to={`/auth?next=${encodeURIComponent(pathname)}`}>Go to Sign In</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <>{children}</>;
}
