// 'Today's Times': sunrise, latest Shema, sunset and nightfall at the place, in its
// own time zone ('--' for a time that does not occur or did not load), and a
// 'More zmanim' disclosure with every time the API gives.
import { Box, Card, Collapsible, HStack, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BookOpen, ChevronDown, Moon, Sunrise, Sunset, type LucideIcon } from 'lucide-react';
import type { HebrewDateResponse, ZmanimResponse } from '#contract/calendar.ts';
import { ZMANIM_KEYS, type ZmanKey } from '#domain/zmanim-keys.ts';
import { formatTime, longDate } from './dates.ts';

const MAIN: { key: ZmanKey; label: string; icon: LucideIcon }[] = [
  { key: 'sunrise', label: 'Sunrise', icon: Sunrise },
  { key: 'sofZmanShma', label: 'Latest Shema', icon: BookOpen },
  { key: 'sunset', label: 'Sunset', icon: Sunset },
  { key: 'tzeit85deg', label: 'Nightfall', icon: Moon },
];

export const ZMAN_LABELS: Record<ZmanKey, string> = {
  alotHaShachar: 'Dawn (Alot HaShachar)',
  misheyakir: 'Earliest tallit (Misheyakir)',
  sunrise: 'Sunrise',
  sofZmanShmaMGA: 'Latest Shema (Magen Avraham)',
  sofZmanShma: 'Latest Shema (Gra)',
  sofZmanTfilla: 'Latest Shacharit',
  chatzot: 'Midday (Chatzot)',
  minchaGedola: 'Earliest Mincha',
  minchaKetana: 'Mincha Ketana',
  plagHaMincha: 'Plag HaMincha',
  sunset: 'Sunset',
  tzeit7083deg: 'Nightfall (3 medium stars)',
  tzeit85deg: 'Nightfall (3 small stars)',
};

export const MISSING_TIME = '--';

interface TodayTimesProps {
  date: string;
  tzid: string;
  zmanim: ZmanimResponse | undefined;
  hebrewDate: HebrewDateResponse | undefined;
}

export function TodayTimes({ date, tzid, zmanim, hebrewDate }: TodayTimesProps) {
  const time = (key: ZmanKey) => {
    const iso = zmanim?.zmanim[key];
    return iso ? formatTime(iso, tzid) : MISSING_TIME;
  };
  return (
    <Card.Root as="section" aria-labelledby="todays-times-heading">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="todays-times-heading">
          Today's Times
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {longDate(date)}
          {hebrewDate && (
            <>
              {' · '}
              {hebrewDate.hd} {hebrewDate.hm} {hebrewDate.hy}{' '}
              <Text as="span" lang="he" dir="rtl" fontFamily="hebrew">
                ({hebrewDate.he})
              </Text>
            </>
          )}
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
          {MAIN.map(({ key, label, icon }) => (
            <Box key={key} borderWidth="1px" rounded="md" p="3">
              <HStack as="dt" gap="1.5" fontSize="sm" color="fg.muted">
                <Icon as={icon} boxSize="4" aria-hidden />
                {label}
              </HStack>
              <Text as="dd" fontSize="xl" fontWeight="semibold" data-zman={key}>
                {time(key)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Collapsible.Root mt="3" lazyMount>
          <Collapsible.Trigger asChild>
            <HStack as="button" gap="1" color="blue.600" fontSize="sm" fontWeight="medium" cursor="pointer" className="group">
              More zmanim
              <Icon as={ChevronDown} boxSize="4" aria-hidden transition="transform 0.2s" _groupExpanded={{ transform: 'rotate(180deg)' }} />
            </HStack>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Stack as="dl" gap="1" mt="2" fontSize="sm">
              {ZMANIM_KEYS.map((key) => (
                <HStack key={key} justify="space-between" borderBottomWidth="1px" py="1">
                  <Text as="dt">{ZMAN_LABELS[key]}</Text>
                  <Text as="dd" fontWeight="medium">
                    {time(key)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
    </Card.Root>
  );
}
