import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { formatInteger } from '../../lib/format.ts';
import { adminReads, useAdminData } from './adminData.ts';

/**
 * The four figures: Total Synagogues, Active Sponsors, Active Ads, Sponsor Inquiries (pending review).
 * The server's figures; should they fail, counts of the lists (fetched only then).
 */
export function StatCards() {
  const stats = useAdminData(adminReads.stats);
  const fallback = Boolean(stats.error);
  const synagogues = useAdminData(fallback ? adminReads.synagogues() : null);
  const sponsors = useAdminData(fallback ? adminReads.sponsors : null);
  const ads = useAdminData(fallback ? adminReads.ads : null);
  const inquiries = useAdminData(fallback ? adminReads.inquiries : null);

  const s = stats.data;
  const cards = [
    { label: 'Total Synagogues', value: s?.totalSynagogues ?? synagogues.data?.length },
    { label: 'Active Sponsors', value: s?.totalSponsors ?? sponsors.data?.filter((x) => x.isActive).length },
    { label: 'Active Ads', value: s?.totalAds ?? ads.data?.filter((x) => x.isActive).length },
    {
      label: 'Sponsor Inquiries',
      value: s?.totalSponsorSubmissions ?? inquiries.data?.filter((x) => x.status === 'pending').length,
      help: 'Pending review',
    },
  ];

  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {cards.map((card) => (
        <Stat.Root key={card.label} borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
          <Stat.Label>{card.label}</Stat.Label>
          <Stat.ValueText>
            {card.value === undefined ? <Skeleton height="8" width="16" aria-label={`Loading ${card.label}`} /> : formatInteger(card.value)}
          </Stat.ValueText>
          {/* A <dl> may hold only <dt> and <dd>: the help text is a second description. */}
          {card.help && <Stat.HelpText as="dd">{card.help}</Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
