import { Box, Button, Circle, EmptyState, HStack, Heading, Stack, Tag, Text } from '@chakra-ui/react';
import { Globe, MapPinned, Phone } from 'lucide-react';
import type { Synagogue } from '#contract/synagogues.ts';
import { addressLine } from '#domain/address.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AMENITIES, telHref } from './format.ts';
import { LocalName, ShownName } from './ListingName.tsx';
import { useListingWords } from './words.ts';

/** The plain list that stands in for the map: the results that have coordinates. */
export function ListView({ synagogues }: { synagogues: Synagogue[] }) {
  const t = useT();
  const words = useListingWords();
  if (synagogues.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" rounded="lg" size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <MapPinned />
          </EmptyState.Indicator>
          <EmptyState.Title>{t('directory.list.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('directory.list.emptyText')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="3">
      <Stack as="ol" gap="3" aria-label={t('directory.list.label')} listStyleType="none">
        {synagogues.map((s, i) => (
          <Box as="li" key={s.id} borderWidth="1px" rounded="lg" p="4" bg="bg">
            <HStack align="flex-start" gap="4">
              <Circle size="8" bg="blue.700" color="white" fontWeight="bold" fontSize="sm" flexShrink="0" aria-hidden>
                {i + 1}
              </Circle>
              <Stack gap="2" flex="1" minW="0">
                <Heading as="h3" size="sm">
                  <Box as="span" srOnly>
                    {i + 1}.{' '}
                  </Box>
                  <ShownName listing={s} />
                </Heading>
                <LocalName listing={s} fontSize="sm" color="fg.muted" mt="-1" />
                <Text fontSize="sm" color="fg.muted">
                  {addressLine(s)}
                </Text>
                {s.phone && (
                  <Text fontSize="sm" dir="ltr" textAlign="start" alignSelf="flex-start">
                    {s.phone}
                  </Text>
                )}
                {s.nusach && <Text fontSize="sm">{t('directory.popup.nusach', { nusach: words.nusach(s.nusach) })}</Text>}
                <HStack gap="2" wrap="wrap">
                  {AMENITIES.filter((a) => s[a.key]).map((a) => (
                    <Tag.Root key={a.key} size="sm" colorPalette="green">
                      <Tag.Label>{t(a.label)}</Tag.Label>
                    </Tag.Root>
                  ))}
                </HStack>
                <HStack gap="2" wrap="wrap">
                  {s.website && (
                    <Button asChild size="xs" variant="outline">
                      <a href={s.website} target="_blank" rel="noopener">
                        <Globe aria-hidden /> {t('directory.list.website')}
                      </a>
                    </Button>
                  )}
                  {s.phone && (
                    <Button asChild size="xs" variant="outline">
                      <a href={telHref(s.phone)}>
                        <Phone aria-hidden /> {t('directory.list.call')}
                      </a>
                    </Button>
                  )}
                </HStack>
              </Stack>
            </HStack>
          </Box>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('directory.list.showing', words.count(synagogues.length))}
      </Text>
    </Stack>
  );
}
