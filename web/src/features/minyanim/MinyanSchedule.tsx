import { Badge, Box, Card, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { todayIn } from '#domain/time-zone.ts';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useRuleWords, type RuleWords } from './ruleWords.ts';
import { WeekTable } from './WeekTable.tsx';

/** A stored rule in one line: 'Sun–Thu · Sunset − 15 min · from …', or the date of an exception. */
function ruleLine(words: RuleWords, m: SynagogueDetail['minyanim'][number]): string {
  return [words.when(m), words.time(m), words.validity(m)].filter(Boolean).join(' · ');
}

/** OpenStreetMap's service times that could not be read as rules, shown word for word. */
function OsmText({ text }: { text: string }) {
  const t = useT();
  return (
    <Box borderWidth="1px" rounded="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {t('minyanim.schedule.osm')}
      </Text>
      <Text
        as="blockquote"
        fontFamily="mono"
        fontSize="sm"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        dir="ltr"
        textAlign="start"
        data-testid="osm-service-times"
      >
        {text}
      </Text>
    </Box>
  );
}

/** Today's and this week's minyanim of a listing, and the rules they follow. */
export function MinyanSchedule({ listing, now = new Date() }: { listing: SynagogueDetail; now?: Date }) {
  const t = useT();
  const format = useFormat();
  const words = useRuleWords();
  const { tzid, upcoming, minyanim, osmServiceTimes } = listing;
  if (minyanim.length === 0) {
    return osmServiceTimes ? <OsmText text={osmServiceTimes} /> : <Text color="fg.muted">{t('minyanim.schedule.none')}</Text>;
  }
  if (!tzid) {
    return <Text color="fg.muted">{t('minyanim.schedule.noLocation')}</Text>;
  }
  const today = todayIn(tzid, now);
  const todays = upcoming.filter((o) => o.date === today);
  return (
    <Stack gap="6">
      <Card.Root variant="subtle" size="sm">
        <Card.Header>
          <Heading as="h3" size="md">
            {t('minyanim.schedule.today')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {todays.length === 0 ? (
            <Text color="fg.muted">{t('minyanim.schedule.noneToday')}</Text>
          ) : (
            <List.Root variant="plain" gap="2" aria-label={t('minyanim.schedule.todayLabel')}>
              {todays.map((o) => {
                const past = Date.parse(o.start) < now.getTime();
                return (
                  <List.Item key={`${o.minyanId}-${o.start}`} color={past ? 'fg.muted' : undefined}>
                    <HStack gap="3" wrap="wrap">
                      <Clock size={16} aria-hidden />
                      <Text fontWeight="semibold" minW="5.5rem">
                        <bdi>{format.clock(o.time)}</bdi>
                      </Text>
                      <Text>{t(`minyanim.tefillah.${o.tefillah}`)}</Text>
                      {past && <Badge size="sm">{t('minyanim.schedule.earlier')}</Badge>}
                      {o.notes && (
                        <Text fontSize="sm" color="fg.muted" dir="auto">
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
          {t('minyanim.schedule.week')}
        </Heading>
        <WeekTable occurrences={upcoming} today={today} caption={t('minyanim.schedule.weekCaption')} />
        <Text fontSize="sm" color="fg.muted">
          {t('minyanim.schedule.zoneNote', { zone: tzid.replaceAll('_', ' ') })}
        </Text>
      </Stack>

      {osmServiceTimes && <OsmText text={osmServiceTimes} />}

      <Box>
        <Heading as="h3" size="sm" mb="2">
          {t('minyanim.schedule.rulesHeading')}
        </Heading>
        <List.Root gap="1" fontSize="sm" ps="5">
          {minyanim.map((m) => (
            <List.Item key={m.id}>
              <Text as="span" fontWeight="medium">
                {t(`minyanim.tefillah.${m.tefillah}`)}
              </Text>
              {': '}
              {m.date && !m.time && !m.zman ? t('minyanim.schedule.noMinyanOn', { date: words.date(m.date) }) : ruleLine(words, m)}
              {m.notes && (
                <>
                  {' ('}
                  <bdi>{m.notes}</bdi>
                  {')'}
                </>
              )}
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Stack>
  );
}
