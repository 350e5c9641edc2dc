import { Alert, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useSWRConfig } from 'swr';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { HttpError } from '../../lib/api.ts';
import { useRead } from '../../lib/useRead.ts';
import { useUser } from '../auth/useUser.ts';
import { shulPath } from '../directory/format.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { listingDetail } from '../minyanim/api/listing.ts';
import { managedListings } from './api/manage.ts';
import { ManageListing } from './ManageListing.tsx';
import { MANAGE_HOME } from './paths.ts';

/**
 * The listing `id` for its manager or an admin: loaded, then managed; anyone else is told they do
 * not manage it, and a listing that is gone is said to be gone.
 */
export function ManagedShul({ id }: { id: number }) {
  const { manages, isAdmin } = useUser();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, isLoading, mutate } = useRead(listingDetail(id));
  const { data: mine } = useRead(managedListings);
  const allowed = isAdmin || manages.some((m) => m.id === id);

  if (!allowed) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title as="h1">You do not manage this listing</Alert.Title>
          <Alert.Description>
            Ask to manage it with &lsquo;I help run this shul&rsquo; on{' '}
            <Link asChild>
              <RouterLink to={shulPath(id)}>its page</RouterLink>
            </Link>
            , or go back to{' '}
            <Link asChild>
              <RouterLink to={MANAGE_HOME}>My shuls</RouterLink>
            </Link>
            .
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return missing ? (
      <LoadFailed headingAs="h1" title="This listing no longer exists" detail="It may have been removed from the directory." />
    ) : (
      <LoadFailed headingAs="h1" title="Could not load this listing" detail={errorMessage(error)} onRetry={() => void mutate()} />
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text srOnly role="status">
          Loading the listing...
        </Text>
        <Skeleton height="10" width="60%" />
        <Skeleton height="64" />
      </Stack>
    );
  }
  const refresh = () => {
    void mutate();
    void mutateKey(managedListings.key);
  };
  return <ManageListing listing={data} pendingProposals={mine?.find((m) => m.id === id)?.pendingProposals ?? 0} onChanged={refresh} />;
}
