import { Box, Card, Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { PublicAd } from '#contract/ads.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useAds } from './api/useAds.ts';

/** Visitors get public ads; an admin's answer also holds inactive ones, marked isActive false. */
type ListedAd = PublicAd & { isActive?: boolean };

/**
 * At most three ads (docs/product-rules.md: Limits and constants). The same figure as schema/contract/ads.ts's MAX_VISIBLE_ADS (a test keeps
 * them equal), held here because importing a value from that module would bring zod into `/`.
 */
export const MAX_VISIBLE_ADS = 3;

/** The ads to show: active ones by ascending displayOrder, at most MAX_VISIBLE_ADS. */
export function visibleAds(ads: ListedAd[] | undefined): ListedAd[] {
  return (ads ?? [])
    .filter((ad) => ad.isActive !== false)
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .slice(0, MAX_VISIBLE_ADS);
}

function AdCard({ ad }: { ad: ListedAd }) {
  const t = useT();
  const title = ad.linkUrl ? (
    <LinkOverlay href={ad.linkUrl} target="_blank" rel="sponsored noopener">
      {ad.title}
    </LinkOverlay>
  ) : (
    ad.title
  );
  return (
    <LinkBox as="article" height="full">
      <Card.Root variant="outline" height="full" overflow="hidden" _hover={ad.linkUrl ? { shadow: 'md' } : undefined}>
        {ad.imageUrl && ad.adType !== 'text' && (
          <Image src={ad.imageUrl} alt="" aspectRatio={ad.adType === 'square' ? 'square' : 'wide'} objectFit="cover" loading="lazy" />
        )}
        <Card.Body gap="2">
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
            {t('ads.sponsored')}
          </Text>
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          {ad.description && (
            <Text fontSize="sm" color="fg.muted">
              {ad.description}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** The inline ad block; nothing at all when there are no ads. */
export function AdBlock() {
  const ads = visibleAds(useAds());
  const t = useT();
  if (ads.length === 0) return null;
  return (
    <Box as="aside" aria-label={t('ads.label')}>
      <SimpleGrid columns={{ base: 1, md: Math.min(ads.length, MAX_VISIBLE_ADS) }} gap="4">
        {ads.map((ad) => (
          <AdCard key={ad.id} ad={ad} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
