// 'Today's Times': sunrise, latest Shema, sunset and nightfall at the place, in its
// own time zone ('--' for a time that does not occur or did not load), and a
// 'More zmanim' disclosure with every time the API gives: the browser's own <details>, which
// opens by click, Enter or Space before the page's script has run, and needs none.
import { Box, Card, HStack, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BookOpen, ChevronDown, Moon, Sunrise, Sunset, type LucideIcon } from 'lucide-react';
import type { HebrewDateResponse, ZmanimResponse } from '#contract/calendar.ts';
import { ZMANIM_KEYS, type ZmanKey } from '#domain/zmanim-keys.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';
import { formatTime, longDate } from './dates.ts';

const MAIN: { key: ZmanKey; label: MessageId; icon: LucideIcon }[] = [
  { key: 'sunrise', label: 'calendar.today.sunrise', icon: Sunrise },
  { key: 'sofZmanShma', label: 'calendar.today.latestShema', icon: BookOpen },
  { key: 'sunset', label: 'calendar.today.sunset', icon: Sunset },
  { key: 'tzeit85deg', label: 'calendar.today.nightfall', icon: Moon },
];

/** A zman's name: the id of its message (a type error if the catalog lacks one). */
const zmanLabel = (key: ZmanKey): MessageId => `calendar.zman.${key}`;

const MISSING_TIME = '--';

interface TodayTimesProps {
  date: string;
  tzid: string;
  zmanim: ZmanimResponse | undefined;
  hebrewDate: HebrewDateResponse | undefined;
}

export function TodayTimes({ date, tzid, zmanim, hebrewDate }: TodayTimesProps) {
  const t = useT();
  const locale = useLocale();
  const time = (key: ZmanKey) => {
    const iso = zmanim?.zmanim[key];
    return iso ? formatTime(iso, tzid, locale) : MISSING_TIME;
  };
  const civil = longDate(date, locale);
  return (
    <Card.Root as="section" aria-labelledby="todays-times-heading">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="todays-times-heading">
          {t('calendar.today.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {!hebrewDate ? (
            civil
          ) : locale === 'he' ? (
            // On a Hebrew page the Hebrew date is in Hebrew letters only.
            t('calendar.today.dates', { date: civil, hebrewDate: hebrewDate.he })
          ) : (
            <>
              {t('calendar.today.dates', { date: civil, hebrewDate: `${hebrewDate.hd} ${hebrewDate.hm} ${hebrewDate.hy}` })}{' '}
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
                {t(label)}
              </HStack>
              <Text as="dd" fontSize="xl" fontWeight="semibold" data-zman={key}>
                <bdi>{time(key)}</bdi>
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Box as="details" mt="3">
          <HStack
            as="summary"
            gap="1"
            w="fit-content"
            color="blue.600"
            fontSize="sm"
            fontWeight="medium"
            cursor="pointer"
            listStyleType="none"
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            {t('calendar.today.more')}
            <Icon
              as={ChevronDown}
              boxSize="4"
              aria-hidden
              transition="transform 0.2s"
              css={{ '[open] > summary > &': { transform: 'rotate(180deg)' } }}
            />
          </HStack>
          <Stack as="dl" gap="1" mt="2" fontSize="sm">
            {ZMANIM_KEYS.map((key) => (
              <HStack key={key} justify="space-between" borderBottomWidth="1px" py="1">
                <Text as="dt">{t(zmanLabel(key))}</Text>
                <Text as="dd" fontWeight="medium">
                  <bdi>{time(key)}</bdi>
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
