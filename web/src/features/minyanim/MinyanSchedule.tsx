import { Badge, Box, Card, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { TEFILLAH_LABELS, describeDays, describeTime, formatClock } from '#domain/minyan-format.ts';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { todayIn } from '#domain/time-zone.ts';
import { WeekTable } from './WeekTable.tsx';

/** A stored rule in one line: 'Sun–Thu · Sunset − 15 min, rounded…', or the date of an exception. */
function ruleLine(m: SynagogueDetail['minyanim'][number]): string {
  const when = m.date ? `On ${m.date} only` : describeDays(m.days);
  const parts = [when, describeTime(m)];
  const validity = [m.validFrom && `from ${m.validFrom}`, m.validUntil && `until ${m.validUntil}`].filter(Boolean).join(' ');
  if (validity) parts.push(validity);
  return parts.join(' · ');
}

/** OpenStreetMap's service times that could not be read as rules, shown word for word. */
function OsmText({ text }: { text: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        As published on OpenStreetMap:
      </Text>
      <Text as="blockquote" fontFamily="mono" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="osm-service-times">
        {text}
      </Text>
    </Box>
  );
}

/** Today's and this week's minyanim of a listing, and the rules they follow. */
export function MinyanSchedule({ listing, now = new Date() }: { listing: SynagogueDetail; now?: Date }) {
  const { tzid, upcoming, minyanim, osmServiceTimes } = listing;
  if (minyanim.length === 0) {
    return osmServiceTimes ? (
      <OsmText text={osmServiceTimes} />
    ) : (
      <Text color="fg.muted">
        No minyan times are listed for this shul yet. If you know them, use &lsquo;Report a problem&rsquo; and &lsquo;The times are
        wrong&rsquo; to propose them.
      </Text>
    );
  }
  if (!tzid) {
    return <Text color="fg.muted">This listing has no map location yet, so its times cannot be worked out for each day.</Text>;
  }
  const today = todayIn(tzid, now);
  const todays = upcoming.filter((o) => o.date === today);
  return (
    <Stack gap="6">
      <Card.Root variant="subtle" size="sm">
        <Card.Header>
          <Heading as="h3" size="md">
            Today
          </Heading>
        </Card.Header>
        <Card.Body>
          {todays.length === 0 ? (
            <Text color="fg.muted">No minyanim today.</Text>
          ) : (
            <List.Root variant="plain" gap="2" aria-label="Today's minyanim">
              {todays.map((o) => {
                const past = Date.parse(o.start) < now.getTime();
                return (
                  <List.Item key={`${o.minyanId}-${o.start}`} color={past ? 'fg.muted' : undefined}>
                    <HStack gap="3" wrap="wrap">
                      <Clock size={16} aria-hidden />
                      <Text fontWeight="semibold" minW="5.5rem">
                        {formatClock(o.time)}
                      </Text>
                      <Text>{TEFILLAH_LABELS[o.tefillah]}</Text>
                      {past && <Badge size="sm">Earlier today</Badge>}
                      {o.notes && (
                        <Text fontSize="sm" color="fg.muted">
                          {o.notes}
                        </Text>
                      )}
                    </HStack>
                  </List.Item>
                );
              })}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>

      <Stack gap="3">
        <Heading as="h3" size="md">
          This week
        </Heading>
        <WeekTable occurrences={upcoming} today={today} caption="Minyan times for the next seven days" />
        <Text fontSize="sm" color="fg.muted">
          Times are local to the shul ({tzid.replaceAll('_', ' ')}) and follow the calendar: zman-based times move with sunrise and sunset,
          and Rosh Chodesh, fast days and Yom Tov have their own schedule where the shul sets one.
        </Text>
      </Stack>

      {osmServiceTimes && <OsmText text={osmServiceTimes} />}

      <Box>
        <Heading as="h3" size="sm" mb="2">
          How the times are set
        </Heading>
        <List.Root gap="1" fontSize="sm" ps="5">
          {minyanim.map((m) => (
            <List.Item key={m.id}>
              <Text as="span" fontWeight="medium">
                {TEFILLAH_LABELS[m.tefillah]}
              </Text>
              : {m.date && !m.time && !m.zman ? `No minyan on ${m.date}` : ruleLine(m)}
              {m.notes ? ` (${m.notes})` : ''}
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Stack>
  );
}
