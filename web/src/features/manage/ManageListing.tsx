import { Badge, Card, HStack, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, CalendarClock, Code2, History, Inbox, Info, Megaphone } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { RTL_LOCALES } from '#domain/languages.ts';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { shulPath } from '../directory/format.ts';
import { managerRules } from '../minyanim/api/rules.ts';
import { MinyanRulesEditor } from '../minyanim/MinyanRulesEditor.tsx';
import { listingHistory, revertListingChange } from './api/manage.ts';
import { EmbedSnippet } from './EmbedSnippet.tsx';
import { freshnessText } from './freshnessText.ts';
import { ManageAnnouncements } from './ManageAnnouncements.tsx';
import { ManageDetails } from './ManageDetails.tsx';
import { ManageProposals } from './ManageProposals.tsx';
import { MANAGE_HOME } from './paths.ts';
import { ScrollingTabList } from '../admin/ScrollingTabList.tsx';

// The history opens on demand: it loads with its tab.
const ListingHistory = lazy(() => import('../admin/history/ListingHistory.tsx').then((m) => ({ default: m.ListingHistory })));

/** One tab's content, titled. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A managed listing's name and freshness, and its tabs: minyan times, announcements, visitors' proposals, history, details, the embed. */
export function ManageListing({
  listing,
  pendingProposals,
  onChanged,
}: {
  listing: SynagogueDetail;
  pendingProposals: number;
  onChanged: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  // 'Back' points toward the start of the line: left in English, right in Hebrew.
  const Back = RTL_LOCALES.has(locale) ? ArrowRight : ArrowLeft;
  const freshness = freshnessText(t, locale, listing.freshness);
  const tabs = [
    { value: 'times', label: t('manage.tabs.times'), icon: CalendarClock },
    { value: 'announcements', label: t('manage.tabs.announcements'), icon: Megaphone },
    { value: 'proposals', label: t('manage.tabs.proposals'), icon: Inbox },
    { value: 'history', label: t('proposals.history.tab'), icon: History },
    { value: 'details', label: t('manage.tabs.details'), icon: Info },
    { value: 'website', label: t('manage.tabs.website'), icon: Code2 },
  ];
  return (
    <Stack gap="6" minW="0">
      <Stack gap="2">
        <Link asChild fontSize="sm" color="blue.700" alignSelf="flex-start">
          <AppLink to={MANAGE_HOME}>
            <Back size={16} aria-hidden /> {t('manage.page.title')}
          </AppLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {/* A Latin name sits the right way round in a Hebrew page, at the page's start. */}
          <bdi>{listing.name}</bdi>
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" data-testid="manage-freshness">
            {freshness ?? t('manage.freshness.none')}
          </Text>
          {freshness && listing.freshness.stale && <Badge colorPalette="orange">{t('manage.freshness.stale')}</Badge>}
          <Link asChild fontSize="sm" color="blue.700">
            <AppLink to={shulPath(listing.id)}>{t('manage.shul.viewPublic')}</AppLink>
          </Link>
        </HStack>
      </Stack>
      {/* Each tab mounts on first visit: the embed preview and the lists load only when opened. */}
      <Tabs.Root defaultValue="times" lazyMount variant="line">
        <ScrollingTabList>
          {tabs.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} whiteSpace="nowrap" flexShrink={0}>
              <Icon aria-hidden />
              {label}
              {value === 'proposals' && pendingProposals > 0 && (
                <Badge colorPalette="orange" variant="solid" bg="orange.700" color="white" size="sm">
                  {pendingProposals}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </ScrollingTabList>
        <Tabs.Content value="times" pt="6">
          <Section title={t('manage.tabs.times')}>
            <MinyanRulesEditor synagogueId={listing.id} api={managerRules(listing.id)} onSaved={onChanged} />
          </Section>
        </Tabs.Content>
        <Tabs.Content value="announcements" pt="6">
          <Section title={t('manage.tabs.announcements')}>
            <ManageAnnouncements synagogueId={listing.id} tzid={listing.tzid} onChanged={onChanged} />
          </Section>
        </Tabs.Content>
        <Tabs.Content value="proposals" pt="6">
          <Section title={t('manage.section.proposals')}>
            <ManageProposals synagogueId={listing.id} onReviewed={onChanged} />
          </Section>
        </Tabs.Content>
        <Tabs.Content value="history" pt="6">
          <Section title={t('proposals.history.tab')}>
            <Text fontSize="sm" color="fg.muted" mb="4">
              {t('proposals.history.intro')}
            </Text>
            <Suspense fallback={null}>
              <ListingHistory
                synagogueId={listing.id}
                own={{ read: listingHistory(listing.id), revert: (changeId) => revertListingChange(listing.id, changeId) }}
                onReverted={onChanged}
              />
            </Suspense>
          </Section>
        </Tabs.Content>
        <Tabs.Content value="details" pt="6">
          <Section title={t('manage.section.details')}>
            <ManageDetails listing={listing} onSaved={onChanged} />
          </Section>
        </Tabs.Content>
        <Tabs.Content value="website" pt="6">
          <Section title={t('manage.section.website')}>
            <EmbedSnippet synagogueId={listing.id} synagogueName={listing.name} />
          </Section>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
