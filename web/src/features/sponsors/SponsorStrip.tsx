import { Box, Container, Flex, Heading, Image, Link, Text } from '@chakra-ui/react';
import type { PublicSponsor } from '#contract/sponsors.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useSponsors } from './api/useSponsors.ts';

/** Visitors get public sponsors; an admin's answer also holds inactive ones, marked isActive false. */
type ListedSponsor = PublicSponsor & { isActive?: boolean };

/** A 30 s loop of 208 px slots; the list is doubled so the loop is seamless. */
export const SPONSOR_SCROLL_SECONDS = 30;
export const SPONSOR_SLOT_WIDTH = '208px';
const PLACEHOLDER_COUNT = 4;
/**
 * One loop must be wider than the widest screen, or the strip shows a gap before it wraps: a
 * short list is repeated up to this many slots (10 × 208 px = 2080 px) before it is doubled.
 */
const MIN_SLOTS_PER_LOOP = 10;

type Slot = { key: string; name: string; logoUrl: string | null; href: string | null };

/** Active sponsors to show, or the 'Sponsor 1'…'Sponsor 4' placeholders (loading, error, none), named by `placeholderName`. */
export function sponsorSlots(sponsors: ListedSponsor[] | undefined, placeholderName = (n: number) => `Sponsor ${n}`): Slot[] {
  const active = (sponsors ?? []).filter((s) => s.isActive !== false);
  if (active.length === 0) {
    return Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => ({
      key: `placeholder-${i}`,
      name: placeholderName(i + 1),
      logoUrl: null,
      href: null,
    }));
  }
  return active.map((s) => ({ key: String(s.id), name: s.name, logoUrl: s.logoUrl, href: s.websiteUrl ?? s.website }));
}

/**
 * The strip's track: the slots repeated to fill one loop, then that loop twice, so that moving
 * the track by half its width lands on an identical picture. Only the first copy of each slot is
 * exposed to assistive technology and the keyboard.
 */
export function sponsorTrack(slots: Slot[]): { key: string; slot: Slot; hidden: boolean }[] {
  const repeats = Math.ceil(MIN_SLOTS_PER_LOOP / Math.max(1, slots.length));
  const loop = Array.from({ length: repeats }, () => slots).flat();
  return [...loop, ...loop].map((slot, i) => ({ key: `${slot.key}-${i}`, slot, hidden: i >= slots.length }));
}

function SponsorSlot({ slot, hidden }: { slot: Slot; hidden: boolean }) {
  const content = slot.logoUrl ? (
    <Image src={slot.logoUrl} alt={slot.name} maxH="12" maxW="full" objectFit="contain" loading="lazy" />
  ) : (
    <Text fontWeight="semibold" color={slot.href ? 'gray.700' : 'gray.500'} textAlign="center" lineClamp={2}>
      {slot.name}
    </Text>
  );
  return (
    <Flex
      as="li"
      width={SPONSOR_SLOT_WIDTH}
      flexShrink="0"
      height="20"
      px="4"
      align="center"
      justify="center"
      aria-hidden={hidden || undefined}
    >
      <Flex
        width="full"
        height="full"
        align="center"
        justify="center"
        rounded="md"
        borderWidth="1px"
        borderStyle={slot.href ? 'solid' : 'dashed'}
        bg="bg"
        px="3"
      >
        {slot.href ? (
          <Link
            href={slot.href}
            target="_blank"
            rel="sponsored noopener"
            tabIndex={hidden ? -1 : undefined}
            _hover={{ textDecoration: 'none' }}
          >
            {content}
          </Link>
        ) : (
          content
        )}
      </Flex>
    </Flex>
  );
}

/** The scrolling strip of sponsor logos ; paused on hover, focus and reduced motion. */
export function SponsorStrip() {
  const t = useT();
  const slots = sponsorSlots(useSponsors(), (number) => t('sponsors.strip.placeholder', { number }));
  return (
    <Box as="section" aria-labelledby="sponsors-heading" bg="gray.50" py="10" borderYWidth="1px">
      <Container maxW="7xl">
        <Heading as="h2" id="sponsors-heading" size="md" textAlign="center" color="fg.muted" mb="6">
          {t('sponsors.strip.heading')}
        </Heading>
      </Container>
      <Box overflow="hidden">
        <Flex
          as="ul"
          listStyleType="none"
          width="max-content"
          animation={`sponsor-scroll ${SPONSOR_SCROLL_SECONDS}s linear infinite`}
          _hover={{ animationPlayState: 'paused' }}
          _focusWithin={{ animationPlayState: 'paused' }}
          _motionReduce={{ animationPlayState: 'paused' }}
          data-testid="sponsor-track"
        >
          {sponsorTrack(slots).map(({ key, slot, hidden }) => (
            <SponsorSlot key={key} slot={slot} hidden={hidden} />
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
