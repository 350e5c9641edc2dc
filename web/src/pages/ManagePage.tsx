import { Badge, Button, Card, Container, EmptyState, HStack, Heading, SimpleGrid, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { Building2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { ManagedListing } from '#contract/managers.ts';
import { managedListings } from '../features/manage/api/manage.ts';
import { useRead } from '../lib/useRead.ts';
import { Seo } from '../app/Seo.tsx';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { managePath } from '../features/manage/paths.ts';
import { errorMessage } from '../features/forms/errorMessage.ts';
import { shulPath } from '../features/directory/format.ts';

function ListingCard({ listing }: { listing: ManagedListing }) {
  const { freshness } = listing;
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {listing.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {[listing.address, listing.city, listing.country].filter(Boolean).join(', ')}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge>{listing.ruleCount === 1 ? '1 minyan time' : `${listing.ruleCount} minyan times`}</Badge>
          <Badge colorPalette="blue">{listing.activeAnnouncements === 1 ? '1 announcement' : `${listing.activeAnnouncements} announcements`}</Badge>
          {listing.pendingProposals > 0 && (
            <Badge colorPalette="orange" variant="solid">
              {listing.pendingProposals === 1 ? '1 proposal to review' : `${listing.pendingProposals} proposals to review`}
            </Badge>
          )}
          {!listing.isActive && <Badge colorPalette="red">Hidden from visitors</Badge>}
        </HStack>
        <Text fontSize="sm">
          {freshness.label ?? 'No minyan times yet'}
          {freshness.label && freshness.stale && (
            <Text as="span" color="orange.fg" fontWeight="medium">
              {' '}
              · possibly out of date: please check and confirm the times
            </Text>
          )}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to={managePath(listing.id)} aria-label={`Manage ${listing.name}`}>
              Manage
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={shulPath(listing.id)} aria-label={`View the listing of ${listing.name}`}>
              View listing
            </RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function MyShuls() {
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
              Find your shul in the directory and choose &lsquo;I help run this shul&rsquo; on its page. An administrator reviews each request.
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
        <ListingCard key={listing.id} listing={listing} />
      ))}
    </SimpleGrid>
  );
}

/** 'My shuls' (/manage): the listings the signed-in user manages, each with what needs attention. */
export function ManagePage() {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Seo title="My shuls" description="Keep your shul's listing, minyan times and announcements up to date." path="/manage" noIndex />
      <SignedInGate title="My shuls" prompt="Sign in to manage the listings of the shuls you help run.">
        {() => (
          <Stack gap="6">
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                My shuls
              </Heading>
              <Text color="fg.muted">Keep your listings&rsquo; details, minyan times and announcements up to date, and put your times on your own website.</Text>
            </Stack>
            <MyShuls />
          </Stack>
        )}
      </SignedInGate>
    </Container>
  );
}
