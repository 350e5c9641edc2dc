import { Alert, Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { planService } from '#domain/siddur-plan.ts';
import { PARTS_PER_REQUEST } from '#domain/siddur.ts';
import type { SiddurTocResponse, TodayResponse } from '#contract/siddur.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { TextLanguage } from '../texts/language.ts';
import { PartsBatch } from './PartsBatch.tsx';
import { SHABBAT_ROSH_CHODESH_PART, marksFor, shabbatRoshChodeshMusaf } from './todayMarks.ts';

function batches<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * A service as prayed today: its table of contents (links to each part) with today's additions
 * (Hallel, Musaf) in place and marked, and its parts in batches.
 */
export function ServiceView({
  toc,
  today,
  language,
}: {
  toc: SiddurTocResponse;
  today: TodayResponse | undefined;
  language: TextLanguage;
}) {
  const t = useT();
  const { nusach, service } = toc;
  const label = t(`siddur.service.${service}`);
  const { parts, elsewhere } = planService(toc, today);
  const marks = parts.map((p) => marksFor(p, today, t));
  // A Shabbat Musaf whose book keeps no part for Shabbat Rosh Chodesh (Sefard, Edot HaMizrach: one Amidah).
  const roshChodeshMusaf = service === 'shabbat_musaf' && today ? shabbatRoshChodeshMusaf(today) : undefined;
  const noRoshChodeshPart = roshChodeshMusaf && !parts.some((p) => p.title === SHABBAT_ROSH_CHODESH_PART);
  return (
    <Stack gap="5">
      {elsewhere.length > 0 && (
        <Alert.Root status="info" variant="subtle" data-testid="today-elsewhere">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('siddur.view.elsewhereTitle')}</Alert.Title>
            <Alert.Description>
              {t('siddur.view.elsewhereText', { items: elsewhere.map((a) => `${a.label} (${a.reason})`).join('; '), book: toc.book })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {noRoshChodeshPart && (
        <Alert.Root status="info" variant="subtle" data-testid="today-not-in-book">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('siddur.view.roshChodeshTitle')}</Alert.Title>
            <Alert.Description>{t('siddur.view.roshChodeshText', { book: toc.book })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box asChild borderWidth="1px" borderRadius="md" p="4">
        <details open>
          <Box as="summary" cursor="pointer">
            <Heading as="h2" size="md" display="inline">
              {t('siddur.view.contents', { service: label, count: parts.length })}
            </Heading>
          </Box>
          <nav aria-label={t('siddur.view.contentsLabel', { service: label })}>
            <List.Root as="ol" gap="1" mt="3" ps="5">
              {parts.map((part, i) => {
                const heading = part.heading.join(' › ');
                const previous = parts[i - 1]?.heading.join(' › ');
                return (
                  <List.Item key={part.ref}>
                    {/* The book's own titles are Sefaria's English ones, marked so for every page's language. */}
                    {heading && heading !== previous && (
                      <Text as="span" display="block" fontWeight="semibold" mt="2" lang="en">
                        {heading}
                      </Text>
                    )}
                    <Link href={`#part-${i + 1}`} colorPalette="blue">
                      <bdi lang="en">{part.title}</bdi>
                    </Link>
                    {marks[i]?.added.length ? (
                      <Text as="span" color="green.fg">
                        {' '}
                        · {t('siddur.view.addedToday', { items: marks[i]!.added.map((a) => a.label).join(', ') })}
                      </Text>
                    ) : null}
                    {marks[i]?.removed.length ? (
                      <Text as="span" color="fg.muted">
                        {' '}
                        · {t('siddur.view.notSaidToday')}
                      </Text>
                    ) : null}
                  </List.Item>
                );
              })}
            </List.Root>
          </nav>
        </details>
      </Box>
      {batches(parts, PARTS_PER_REQUEST).map((batch, b) => (
        <PartsBatch
          key={`${nusach}-${service}-${b}`}
          nusach={nusach}
          service={service}
          serviceLabel={label}
          parts={batch}
          first={b * PARTS_PER_REQUEST}
          marks={marks.slice(b * PARTS_PER_REQUEST, (b + 1) * PARTS_PER_REQUEST)}
          language={language}
        />
      ))}
    </Stack>
  );
}
