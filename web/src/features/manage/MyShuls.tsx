import { Button, EmptyState, SimpleGrid, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { useRead } from '../../lib/useRead.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { managedListings } from './api/manage.ts';
import { ManagedListingCard } from './ManagedListingCard.tsx';

/** The listings the signed-in user manages, as cards; how to ask for one when there are none. */
export function MyShuls() {
  const t = useT();
  const { data, error, isLoading, mutate } = useRead(managedListings);
  if (error) {
    return <LoadFailed title={t('manage.myShuls.loadFailed')} detail={errorMessage(error)} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text srOnly role="status">
          {t('manage.myShuls.loading')}
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
            <EmptyState.Title as="h2">{t('manage.myShuls.emptyTitle')}</EmptyState.Title>
            <EmptyState.Description>{t('manage.myShuls.emptyText')}</EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="blue">
            <AppLink to="/search">{t('manage.myShuls.find')}</AppLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" aria-label={t('manage.myShuls.listLabel')}>
      {data.map((listing) => (
        <ManagedListingCard key={listing.id} listing={listing} />
      ))}
    </SimpleGrid>
  );
}
