import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ManagedListing } from '#contract/managers.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { shulPath } from '../directory/format.ts';
import { freshnessText } from './freshnessText.ts';
import { managePath } from './paths.ts';

/** One listing on 'My shuls': its address, what it holds, what needs attention, and the ways to manage and view it. */
export function ManagedListingCard({ listing }: { listing: ManagedListing }) {
  const t = useT();
  const locale = useLocale();
  const freshness = freshnessText(t, locale, listing.freshness);
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md">
            <bdi>{listing.name}</bdi>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <bdi>{[listing.address, listing.city, listing.country].filter(Boolean).join(', ')}</bdi>
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge>{t('manage.card.rules', { count: listing.ruleCount })}</Badge>
          <Badge colorPalette="blue">{t('manage.card.announcements', { count: listing.activeAnnouncements })}</Badge>
          {listing.pendingProposals > 0 && (
            <Badge colorPalette="orange" variant="solid" bg="orange.700" color="white">
              {t('manage.card.proposals', { count: listing.pendingProposals })}
            </Badge>
          )}
          {!listing.isActive && <Badge colorPalette="red">{t('manage.card.hidden')}</Badge>}
        </HStack>
        <Text fontSize="sm">
          {freshness ?? t('manage.freshness.none')}
          {freshness && listing.freshness.stale && (
            <Text as="span" color="orange.fg" fontWeight="medium">
              {t('manage.card.staleHint')}
            </Text>
          )}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button asChild colorPalette="blue" size="sm">
            <AppLink to={managePath(listing.id)} aria-label={t('manage.card.manageLabel', { name: listing.name })}>
              {t('manage.card.manage')}
            </AppLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <AppLink to={shulPath(listing.id)} aria-label={t('manage.card.viewLabel', { name: listing.name })}>
              {t('manage.card.view')}
            </AppLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
