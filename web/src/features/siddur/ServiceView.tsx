import { Alert, Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { planService } from '#domain/siddur-plan.ts';
import { PARTS_PER_REQUEST, SERVICE_LABELS, type SiddurTocResponse, type TodayResponse } from '#contract/siddur.ts';
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
  const { nusach, service } = toc;
  const label = SERVICE_LABELS[service];
  const { parts, elsewhere } = planService(toc, today);
  const marks = parts.map((p) => marksFor(p, today));
  // A Shabbat Musaf whose book keeps no part for Shabbat Rosh Chodesh (Sefard, Edot HaMizrach: one Amidah).
  const roshChodeshMusaf = service === 'shabbat_musaf' && today ? shabbatRoshChodeshMusaf(today) : undefined;
  const noRoshChodeshPart = roshChodeshMusaf && !parts.some((p) => p.title === SHABBAT_ROSH_CHODESH_PART);
  return (
    <Stack gap="5">
      {elsewhere.length > 0 && (
        <Alert.Root status="info" variant="subtle" data-testid="today-elsewhere">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Also said today, not in this service's pages</Alert.Title>
            <Alert.Description>
              {elsewhere.map((a) => `${a.label} (${a.reason})`).join('; ')}. Sefaria's {toc.book} has no such part among those this siddur
              reads: pray it from a printed siddur or machzor.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {noRoshChodeshPart && (
        <Alert.Root status="info" variant="subtle" data-testid="today-not-in-book">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Musaf of Shabbat Rosh Chodesh</Alert.Title>
            <Alert.Description>
              Sefaria's {toc.book} keeps its Shabbat Musaf Amidah as one text, with no separate part for Shabbat Rosh Chodesh (Atah
              Yatzarta), so this page cannot mark it: say the Shabbat Rosh Chodesh middle blessing in place of Shabbat's.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box asChild borderWidth="1px" borderRadius="md" p="4">
        <details open>
          <Box as="summary" cursor="pointer">
            <Heading as="h2" size="md" display="inline">
              Contents of {label} ({parts.length} parts)
            </Heading>
          </Box>
          <nav aria-label={`Contents of ${label}`}>
            <List.Root as="ol" gap="1" mt="3" ps="5">
              {parts.map((part, i) => {
                const heading = part.heading.join(' › ');
                const previous = parts[i - 1]?.heading.join(' › ');
                return (
                  <List.Item key={part.ref}>
                    {heading && heading !== previous && (
                      <Text as="span" display="block" fontWeight="semibold" mt="2">
                        {heading}
                      </Text>
                    )}
                    <Link href={`#part-${i + 1}`} colorPalette="blue">
                      {part.title}
                    </Link>
                    {marks[i]?.added.length ? (
                      <Text as="span" color="green.fg">
                        {' '}
                        · today: {marks[i]!.added.map((a) => a.label).join(', ')}
                      </Text>
                    ) : null}
                    {marks[i]?.removed.length ? (
                      <Text as="span" color="fg.muted">
                        {' '}
                        · not said today
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
