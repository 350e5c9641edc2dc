import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { SERVICE_LABELS, type TodayResponse } from '#contract/siddur.ts';

const TIME_LABEL = {
  shacharit: SERVICE_LABELS.weekday_shacharit,
  mincha: SERVICE_LABELS.weekday_mincha,
  maariv: SERVICE_LABELS.weekday_maariv,
};

/** What today changes in the prayers: the same answer as /api/texts/today, for people. */
export function TodaySummary({ today, headingLevel = 'h2' }: { today: TodayResponse; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="today-panel">
      <Stack gap="2">
        <Heading as={headingLevel} size="md">
          Today: {today.hebrewDate}
        </Heading>
        <Text color="fg.muted">
          {TIME_LABEL[today.service]} · {today.il ? 'Israel' : 'Outside Israel'}
          {today.holidays.length ? ` · ${today.holidays.join(', ')}` : ''}
        </Text>
        {today.inserts.length > 0 && (
          <List.Root ps="5" gap="1" aria-label="Said today">
            {today.inserts.map((i) => (
              <List.Item key={i.key}>
                <strong>{i.label}</strong> — {i.reason}
              </List.Item>
            ))}
          </List.Root>
        )}
        {today.omissions.length > 0 && (
          <List.Root ps="5" gap="1" aria-label="Not said today">
            {today.omissions.map((o) => (
              <List.Item key={o.key}>
                Not said: <strong>{o.label}</strong> — {o.reason}
              </List.Item>
            ))}
          </List.Root>
        )}
        <Text>Tachanun: {today.tachanun ? 'said' : 'not said'}</Text>
        {today.purim && (
          <List.Root ps="5" gap="1" aria-label={`Purim${today.purim.cityName ? ` in ${today.purim.cityName}` : ''} today`}>
            {today.purim.observances.map((o) => (
              <List.Item key={o.key}>
                <strong>{o.label}</strong>
                {o.ref ? ` (${o.ref})` : ''} — {o.reason}
              </List.Item>
            ))}
          </List.Root>
        )}
        {today.omerText && (
          <Text>
            Tonight, after nightfall: {today.omerText.en}{' '}
            <Text as="span" lang="he" dir="rtl" fontFamily="hebrew">
              {today.omerText.he}
            </Text>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
