import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Megaphone } from 'lucide-react';
import type { Announcement } from '#contract/announcements.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { dateRangeLabel } from './format.ts';

/** The shul's current announcements ('No Mincha this week'), each with the dates it covers. */
export function Announcements({ announcements }: { announcements: Announcement[] }) {
  const t = useT();
  const locale = useLocale();
  if (announcements.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="announcements-heading"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      rounded="lg"
      p="4"
    >
      <Heading as="h3" id="announcements-heading" size="md" mb="2" display="flex" alignItems="center" gap="2">
        <Megaphone size={18} aria-hidden /> {t('minyanim.announcements.heading')}
      </Heading>
      <List.Root variant="plain" gap="2">
        {announcements.map((a) => (
          <List.Item key={a.id}>
            <Stack gap="0">
              <Text fontWeight="medium" whiteSpace="pre-wrap" dir="auto" textAlign="start">
                {a.text}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {dateRangeLabel(a.startDate, a.endDate, locale)}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
