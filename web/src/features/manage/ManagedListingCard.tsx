import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { ManagedListing } from '#contract/managers.ts';
import { shulPath } from '../directory/format.ts';
import { managePath } from './paths.ts';

/** One listing on 'My shuls': its address, what it holds, what needs attention, and the ways to manage and view it. */
export function ManagedListingCard({ listing }: { listing: ManagedListing }) {
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
          <Badge colorPalette="blue">
            {listing.activeAnnouncements === 1 ? '1 announcement' : `${listing.activeAnnouncements} announcements`}
          </Badge>
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
