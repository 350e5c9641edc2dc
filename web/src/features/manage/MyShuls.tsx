import { Button, EmptyState, SimpleGrid, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { useRead } from '../../lib/useRead.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { managedListings } from './api/manage.ts';
import { ManagedListingCard } from './ManagedListingCard.tsx';

/** The listings the signed-in user manages, as cards; how to ask for one when there are none. */
export function MyShuls() {
  const { data, error, isLoading, mutate } = useRead(managedListings);
  if (error) {
    return <LoadFailed title="Could not load your shuls" detail={errorMessage(error)} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text srOnly role="status">
          Loading your shuls...
        </Text>
        <Skeleton height="40" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Building2 />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">You do not manage any listings yet</EmptyState.Title>
            <EmptyState.Description>
              Find your shul in the directory and choose &lsquo;I help run this shul&rsquo; on its page. An administrator reviews each
              request.
            </EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="blue">
            <RouterLink to="/search">Find your shul</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" aria-label="Listings you manage">
      {data.map((listing) => (
        <ManagedListingCard key={listing.id} listing={listing} />
      ))}
    </SimpleGrid>
  );
}
