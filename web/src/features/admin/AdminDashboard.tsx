import { Flex, Heading, Stack, Tabs } from '@chakra-ui/react';
import { Building2, CalendarClock, ClipboardList, Handshake, Inbox, KeyRound, Megaphone } from 'lucide-react';
import { JobsPanel } from './jobs/JobsPanel.tsx';
import { AdsTab } from './ads/AdsTab.tsx';
import { InquiriesTab } from './inquiries/InquiriesTab.tsx';
import { JobButtons } from './JobButtons.tsx';
import { ManagerRequestsTab } from './managers/ManagerRequestsTab.tsx';
import { ProposalsTab } from './proposals/ProposalsTab.tsx';
import { LocationRequestsTab } from './requests/LocationRequestsTab.tsx';
import { SponsorsTab } from './sponsors/SponsorsTab.tsx';
import { StatCards } from './StatCards.tsx';
import { SynagoguesTab } from './synagogues/SynagoguesTab.tsx';

const TABS = [
  { value: 'synagogues', label: 'Synagogues', icon: Building2, Panel: SynagoguesTab },
  { value: 'sponsors', label: 'Sponsors', icon: Handshake, Panel: SponsorsTab },
  { value: 'ads', label: 'Advertisements', icon: Megaphone, Panel: AdsTab },
  { value: 'inquiries', label: 'Sponsor Inquiries', icon: Inbox, Panel: InquiriesTab },
  { value: 'requests', label: 'Location Requests', icon: ClipboardList, Panel: LocationRequestsTab },
  { value: 'managers', label: 'Manager Requests', icon: KeyRound, Panel: ManagerRequestsTab },
  { value: 'proposals', label: 'Time Proposals', icon: CalendarClock, Panel: ProposalsTab },
] as const;

/** The admin dashboard: title and job buttons, the four figures, and the tabs (Synagogues first). */
export function AdminDashboard() {
  return (
    <Stack gap="8">
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Admin Dashboard
        </Heading>
        <JobButtons />
      </Flex>
      <StatCards />
      <JobsPanel />
      {/* Each tab mounts on first visit, so the dashboard opens without fetching every list. */}
      <Tabs.Root defaultValue="synagogues" lazyMount variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} whiteSpace="nowrap">
              <Icon aria-hidden />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} pt="6">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
