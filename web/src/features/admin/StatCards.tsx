import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { adminReads, useAdminData } from './adminData.ts';

/**
 * The four figures: Total Synagogues, Active Sponsors, Active Ads, Sponsor Inquiries (pending review).
 * The server's figures; should they fail, counts of the lists (fetched only then).
 */
export function StatCards() {
  const t = useT();
  const format = useFormat();
  const stats = useAdminData(adminReads.stats);
  const fallback = Boolean(stats.error);
  const synagogues = useAdminData(fallback ? adminReads.synagogues() : null);
  const sponsors = useAdminData(fallback ? adminReads.sponsors : null);
  const ads = useAdminData(fallback ? adminReads.ads : null);
  const inquiries = useAdminData(fallback ? adminReads.inquiries : null);

  const s = stats.data;
  const cards = [
    { key: 'synagogues', label: t('admin.stats.synagogues'), value: s?.totalSynagogues ?? synagogues.data?.length },
    { key: 'sponsors', label: t('admin.stats.sponsors'), value: s?.totalSponsors ?? sponsors.data?.filter((x) => x.isActive).length },
    { key: 'ads', label: t('admin.stats.ads'), value: s?.totalAds ?? ads.data?.filter((x) => x.isActive).length },
    {
      key: 'inquiries',
      label: t('admin.stats.inquiries'),
      value: s?.totalSponsorSubmissions ?? inquiries.data?.filter((x) => x.status === 'pending').length,
      help: t('admin.stats.pendingReview'),
    },
  ];

  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {cards.map((card) => (
        <Stat.Root key={card.key} borderWidth="1px" rounded="lg" p="4" bg="bg.panel" minW="0">
          <Stat.Label>{card.label}</Stat.Label>
          <Stat.ValueText>
            {card.value === undefined ? (
              <Skeleton height="8" width="16" aria-label={t('admin.stats.loading', { label: card.label })} />
            ) : (
              format.integer(card.value)
            )}
          </Stat.ValueText>
          {/* A <dl> may hold only <dt> and <dd>: the help text is a second description. */}
          {card.help && <Stat.HelpText as="dd">{card.help}</Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
