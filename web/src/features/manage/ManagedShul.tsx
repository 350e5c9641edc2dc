import { Alert, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSWRConfig } from 'swr';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { HttpError } from '../../lib/api.ts';
import { useRead } from '../../lib/useRead.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { useUser } from '../auth/useUser.ts';
import { shulPath } from '../directory/format.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { listingDetail } from '../minyanim/api/listing.ts';
import { managedListings, managerListingPath } from './api/manage.ts';
import { ManageListing } from './ManageListing.tsx';
import { MANAGE_HOME } from './paths.ts';

/**
 * The listing `id` for its manager or an admin: loaded, then managed; anyone else is told they do
 * not manage it, and a listing that is gone is said to be gone.
 */
export function ManagedShul({ id }: { id: number }) {
  const t = useT();
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
          <Alert.Title as="h1">{t('manage.shul.notManagerTitle')}</Alert.Title>
          <Alert.Description>
            <Stack gap="2">
              <Text>{t('manage.shul.notManagerText')}</Text>
              <HStack gap="4" wrap="wrap">
                <Link asChild>
                  <AppLink to={shulPath(id)}>{t('manage.shul.itsPage')}</AppLink>
                </Link>
                <Link asChild>
                  <AppLink to={MANAGE_HOME}>{t('manage.shulPage.back')}</AppLink>
                </Link>
              </HStack>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return missing ? (
      <LoadFailed headingAs="h1" title={t('manage.shul.gone')} detail={t('manage.shul.goneText')} />
    ) : (
      <LoadFailed headingAs="h1" title={t('manage.shul.loadFailed')} detail={errorMessage(error)} onRetry={() => void mutate()} />
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text srOnly role="status">
          {t('manage.shul.loading')}
        </Text>
        <Skeleton height="10" width="60%" />
        <Skeleton height="64" />
      </Stack>
    );
  }
  // After any change on this page every list of the listing reads again: its rules (the editor's
  // list too), proposals, announcements and history, and its public page and the counts of 'My shuls'.
  const listingPaths = managerListingPath(id);
  const refresh = () => {
    void mutate();
    void mutateKey(managedListings.key);
    void mutateKey(
      (key) =>
        typeof key === 'string' && (key === listingPaths || key.startsWith(`${listingPaths}/`) || key.startsWith(`${listingPaths}?`)),
    );
  };
  return <ManageListing listing={data} pendingProposals={mine?.find((m) => m.id === id)?.pendingProposals ?? 0} onChanged={refresh} />;
}
