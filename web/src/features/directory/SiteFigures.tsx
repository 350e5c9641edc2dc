import { HStack, Stat } from '@chakra-ui/react';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { usePublicStats } from './api/usePublicStats.ts';

/** The sign-in page advertises listings, countries and '24/7'; the counts come from the database. */
export function SiteFigures() {
  const { stats: data } = usePublicStats();
  const t = useT();
  const format = useFormat();
  const figures = [
    { label: t('directory.figures.synagogues'), value: data ? format.integer(data.listings) : '…' },
    { label: t('directory.figures.countries'), value: data ? format.integer(data.countries) : '…' },
    { label: t('directory.figures.access'), value: '24/7' },
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
