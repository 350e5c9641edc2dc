import { Badge, Card, HStack, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { ArrowLeft, CalendarClock, Code2, Inbox, Info, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { shulPath } from '../directory/format.ts';
import { managerRules } from '../minyanim/api/rules.ts';
import { MinyanRulesEditor } from '../minyanim/MinyanRulesEditor.tsx';
import { EmbedSnippet } from './EmbedSnippet.tsx';
import { ManageAnnouncements } from './ManageAnnouncements.tsx';
import { ManageDetails } from './ManageDetails.tsx';
import { ManageProposals } from './ManageProposals.tsx';
import { MANAGE_HOME } from './paths.ts';

/** One tab's content, titled. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A managed listing's name and freshness, and its tabs: minyan times, announcements, visitors' proposals, details, the embed. */
export function ManageListing({
  listing,
  pendingProposals,
  onChanged,
}: {
  listing: SynagogueDetail;
  pendingProposals: number;
  onChanged: () => void;
}) {
  const tabs = [
    { value: 'times', label: 'Minyan times', icon: CalendarClock },
    { value: 'announcements', label: 'Announcements', icon: Megaphone },
    { value: 'proposals', label: 'Proposals', icon: Inbox },
    { value: 'details', label: 'Details', icon: Info },
    { value: 'website', label: 'On your website', icon: Code2 },
  ];
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Link asChild fontSize="sm" color="blue.700">
          <RouterLink to={MANAGE_HOME}>
            <ArrowLeft size={16} aria-hidden /> My shuls
          </RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {listing.name}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" data-testid="manage-freshness">
            {listing.freshness.label ?? 'No minyan times yet'}
          </Text>
          {listing.freshness.label && listing.freshness.stale && <Badge colorPalette="orange">Possibly out of date</Badge>}
          <Link asChild fontSize="sm" color="blue.700">
            <RouterLink to={shulPath(listing.id)}>View the public listing</RouterLink>
          </Link>
        </HStack>
      </Stack>
      {/* Each tab mounts on first visit: the embed preview and the lists load only when opened. */}
      <Tabs.Root defaultValue="times" lazyMount variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} whiteSpace="nowrap">
              <Icon aria-hidden />
              {label}
              {value === 'proposals' && pendingProposals > 0 && (
                <Badge colorPalette="orange" variant="solid" size="sm">
                  {pendingProposals}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="times" pt="6">
          <Section title="Minyan times">
            <MinyanRulesEditor synagogueId={listing.id} api={managerRules(listing.id)} onSaved={onChanged} />
          </Section>
        </Tabs.Content>
        <Tabs.Content value="announcements" pt="6">
          <Section title="Announcements">
            <ManageAnnouncements synagogueId={listing.id} tzid={listing.tzid} onChanged={onChanged} />
          </Section>
        </Tabs.Content>
        <Tabs.Content value="proposals" pt="6">
          <Section title="Times proposed by visitors">
            <ManageProposals synagogueId={listing.id} onReviewed={onChanged} />
          </Section>
        </Tabs.Content>
        <Tabs.Content value="details" pt="6">
          <Section title="Listing details">
            <ManageDetails listing={listing} onSaved={onChanged} />
          </Section>
        </Tabs.Content>
        <Tabs.Content value="website" pt="6">
          <Section title="Show your times on your website">
            <EmbedSnippet synagogueId={listing.id} synagogueName={listing.name} />
          </Section>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
