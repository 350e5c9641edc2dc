import { HStack, Stat } from '@chakra-ui/react';
import { formatInteger } from '../../lib/format.ts';
import { usePublicStats } from './api/usePublicStats.ts';

/** The sign-in page advertises listings, countries and '24/7'; the counts come from the database. */
export function SiteFigures() {
  const { stats: data } = usePublicStats();
  const figures = [
    { label: 'Synagogues', value: data ? formatInteger(data.listings) : '…' },
    { label: 'Countries', value: data ? formatInteger(data.countries) : '…' },
    { label: 'Access', value: '24/7' },
  ];
  return (
    <HStack gap="6" wrap="wrap">
      {figures.map((f) => (
        <Stat.Root key={f.label} minW="24">
          <Stat.Label>{f.label}</Stat.Label>
          <Stat.ValueText>{f.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </HStack>
  );
}
