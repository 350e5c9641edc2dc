import { Alert, Badge, Card, Container, HStack, Heading, Link, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { ArrowLeft, CalendarClock, Code2, Inbox, Info, Megaphone } from 'lucide-react';
import { Link as RouterLink, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { Seo } from '../app/Seo.tsx';
import { useUser } from '../features/auth/useUser.ts';
import { errorMessage } from '../features/forms/errorMessage.ts';
import { EmbedSnippet } from '../features/manage/EmbedSnippet.tsx';
import { ManageAnnouncements } from '../features/manage/ManageAnnouncements.tsx';
import { ManageDetails } from '../features/manage/ManageDetails.tsx';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { ManageProposals } from '../features/manage/ManageProposals.tsx';
import { MANAGE_HOME } from '../features/manage/paths.ts';
import { MinyanRulesEditor } from '../features/minyanim/MinyanRulesEditor.tsx';
import { managerRules } from '../features/minyanim/api/rules.ts';
import { shulPath } from '../features/directory/format.ts';
import { HttpError } from '../lib/api.ts';
import { useRead } from '../lib/useRead.ts';
import { managedListings } from '../features/manage/api/manage.ts';
import { listingDetail } from '../features/minyanim/api/listing.ts';


function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function ManageListing({ listing, pendingProposals, onChanged }: { listing: SynagogueDetail; pendingProposals: number; onChanged: () => void }) {
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

function ManagedShul({ id }: { id: number }) {
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

/** One managed listing (/manage/:id): its minyan times, announcements, visitors' proposals, details and the embed. */
export function ManageShulPage() {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,15}$/.test(id);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Seo title="Manage your shul" description="Keep your shul's listing, minyan times and announcements up to date." path={`/manage/${id}`} noIndex />
      <SignedInGate title="My shuls" prompt="Sign in to manage the listings of the shuls you help run.">
        {() =>
          valid ? (
            <ManagedShul id={Number(id)} />
          ) : (
            <Text role="alert" py="8">
              There is no listing at this address.{' '}
              <Link asChild color="blue.700">
                <RouterLink to={MANAGE_HOME}>Back to My shuls</RouterLink>
              </Link>
            </Text>
          )
        }
      </SignedInGate>
    </Container>
  );
}
