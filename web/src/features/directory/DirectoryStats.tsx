import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { usePublicStats } from './api/usePublicStats.ts';

/**
 * The home page's three stat cards: listings and countries from the server, '24/7'. The figures
 * arrive after the page shows; reading them here re-renders these cards, not the whole page.
 */
export function DirectoryStats() {
  const { stats, error } = usePublicStats();
  const t = useT();
  const format = useFormat();
  const failed = Boolean(error);
  const figure = (n: number | undefined) =>
    n !== undefined ? format.integer(n) : failed ? '—' : <Skeleton as="span" display="inline-block" height="8" width="16" />;
  const cards = [
    { label: t('directory.stats.listings'), value: figure(stats?.listings) },
    { label: t('directory.stats.countries'), value: figure(stats?.countries) },
    { label: t('directory.stats.updated'), value: '24/7' },
  ];
  return (
    <SimpleGrid columns={3} gap={{ base: '2', md: '4' }} width="full">
      {cards.map((card) => (
        // Each card is a <dl>: the label (dt) comes first in the markup, the figure is shown above it.
        <Stat.Root
          key={card.label}
          flexDirection="column-reverse"
          alignItems="center"
          textAlign="center"
          borderWidth="1px"
          rounded="lg"
          p={{ base: '3', md: '5' }}
          bg="bg"
          shadow="xs"
        >
          <Stat.Label fontSize={{ base: 'xs', md: 'sm' }}>{card.label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: '2xl', md: '3xl' }} color="blue.800">
            <bdi>{card.value}</bdi>
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
