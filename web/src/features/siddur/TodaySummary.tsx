import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { TodayResponse } from '#contract/siddur.ts';
import type { Locale } from '#domain/languages.ts';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';

const TIME_LABEL: Record<TodayResponse['service'], MessageId> = {
  shacharit: 'siddur.service.weekday_shacharit',
  mincha: 'siddur.service.weekday_mincha',
  maariv: 'siddur.service.weekday_maariv',
};

/**
 * Tonight's count before its Hebrew words: Hebcal's English sentence on an English page, the day
 * in the page's language on the others; a Hebrew page has the Hebrew alone.
 */
function omerLine(locale: Locale, today: TodayResponse, t: Translate) {
  if (locale === 'he' || !today.omerText) return null;
  return <>{locale === 'en' ? today.omerText.en : t('siddur.summary.omerDay', { count: today.omer ?? 0 })} </>;
}

/** What today changes in the prayers: the same answer as /api/texts/today (in the page's language), for people. */
export function TodaySummary({ today, headingLevel = 'h2' }: { today: TodayResponse; headingLevel?: 'h2' | 'h3' }) {
  const t = useT();
  const locale = useLocale();
  const line = {
    service: t(TIME_LABEL[today.service]),
    customs: t(today.il ? 'siddur.choices.israel' : 'siddur.choices.outside'),
    holidays: today.holidays.join(', '),
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="today-panel">
      <Stack gap="2">
        <Heading as={headingLevel} size="md">
          {t('siddur.summary.heading', { date: today.hebrewDate })}
        </Heading>
        <Text color="fg.muted">{t(today.holidays.length ? 'siddur.summary.lineWithHolidays' : 'siddur.summary.line', line)}</Text>
        {today.inserts.length > 0 && (
          <List.Root ps="5" gap="1" aria-label={t('siddur.summary.said')}>
            {today.inserts.map((i) => (
              <List.Item key={i.key}>
                <strong>{i.label}</strong> — {i.reason}
              </List.Item>
            ))}
          </List.Root>
        )}
        {today.omissions.length > 0 && (
          <List.Root ps="5" gap="1" aria-label={t('siddur.summary.notSaidList')}>
            {today.omissions.map((o) => (
              <List.Item key={o.key}>
                {t('siddur.summary.notSaid')} <strong>{o.label}</strong> — {o.reason}
              </List.Item>
            ))}
          </List.Root>
        )}
        <Text>{t(today.tachanun ? 'siddur.summary.tachanunSaid' : 'siddur.summary.tachanunNotSaid')}</Text>
        {today.purim && (
          <List.Root
            ps="5"
            gap="1"
            aria-label={today.purim.cityName ? t('siddur.summary.purimIn', { city: today.purim.cityName }) : t('siddur.summary.purim')}
          >
            {today.purim.observances.map((o) => (
              <List.Item key={o.key}>
                <strong>{o.label}</strong>
                {o.ref ? (
                  <>
                    {' ('}
                    <bdi>{o.ref}</bdi>
                    {')'}
                  </>
                ) : null}{' '}
                — {o.reason}
              </List.Item>
            ))}
          </List.Root>
        )}
        {today.omerText && (
          <Text>
            {t('siddur.summary.omer')} {omerLine(locale, today, t)}
            <Text as="span" lang="he" dir="rtl" fontFamily="hebrew">
              {today.omerText.he}
            </Text>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
