import { Flex, Heading, Stack, Tabs } from '@chakra-ui/react';
import { Building2, CalendarClock, ClipboardList, Handshake, Inbox, KeyRound, Megaphone } from 'lucide-react';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';
import { ScrollingTabList } from './ScrollingTabList.tsx';
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

const TABS: readonly { value: string; label: MessageId; icon: typeof Building2; Panel: () => React.ReactNode }[] = [
  { value: 'synagogues', label: 'admin.tabs.synagogues', icon: Building2, Panel: SynagoguesTab },
  { value: 'sponsors', label: 'admin.tabs.sponsors', icon: Handshake, Panel: SponsorsTab },
  { value: 'ads', label: 'admin.tabs.ads', icon: Megaphone, Panel: AdsTab },
  { value: 'inquiries', label: 'admin.tabs.inquiries', icon: Inbox, Panel: InquiriesTab },
  { value: 'requests', label: 'admin.tabs.requests', icon: ClipboardList, Panel: LocationRequestsTab },
  { value: 'managers', label: 'admin.tabs.managers', icon: KeyRound, Panel: ManagerRequestsTab },
  { value: 'proposals', label: 'admin.tabs.proposals', icon: CalendarClock, Panel: ProposalsTab },
];

/** The admin dashboard: title and job buttons, the four figures, and the tabs (Synagogues first). */
export function AdminDashboard() {
  const t = useT();
  return (
    <Stack gap="8" minW="0">
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('admin.page.title')}
        </Heading>
        <JobButtons />
      </Flex>
      <StatCards />
      <JobsPanel />
      {/* Each tab mounts on first visit, so the dashboard opens without fetching every list. */}
      <Tabs.Root defaultValue="synagogues" lazyMount variant="line">
        <ScrollingTabList>
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} whiteSpace="nowrap" flexShrink={0}>
              <Icon aria-hidden />
              {t(label)}
            </Tabs.Trigger>
          ))}
        </ScrollingTabList>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} pt="6">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
