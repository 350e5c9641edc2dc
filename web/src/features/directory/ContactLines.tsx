import { HStack, Link, Stack, Text, type StackProps } from '@chakra-ui/react';
import { Globe, MapPin, Phone } from 'lucide-react';
import type { Synagogue } from '#contract/synagogues.ts';
import { addressLine } from '#domain/address.ts';
import { telHref, websiteLabel } from './format.ts';

type Contact = Pick<Synagogue, 'address' | 'city' | 'state' | 'zipCode' | 'country' | 'phone' | 'website'>;

/**
 * A listing's address, phone (a tel: link) and website, each after its icon; `children` add
 * lines of the same kind (e.g. the distance on a result card). The address follows its own
 * script's direction, and phone numbers and web addresses read left to right on a Hebrew page.
 */
export function ContactLines({ listing: s, iconSize, children, ...stack }: StackProps & { listing: Contact; iconSize: number }) {
  // Centres the pin on the first line of a wrapped address (16 px icons sit in sm text's 20 px
  // lines, 18 px icons in md text's 24 px lines).
  const pinOffset = (iconSize - 12) / 2;
  return (
    <Stack gap="2" color="fg.muted" {...stack}>
      <HStack align="flex-start" gap="2">
        <MapPin size={iconSize} aria-hidden style={{ flexShrink: 0, marginTop: pinOffset }} />
        <Text dir="auto">{addressLine(s)}</Text>
      </HStack>
      {s.phone && (
        <HStack gap="2">
          <Phone size={iconSize} aria-hidden />
          <Link href={telHref(s.phone)} color="blue.700" dir="ltr">
            {s.phone}
          </Link>
        </HStack>
      )}
      {s.website && (
        <HStack gap="2" minW="0">
          <Globe size={iconSize} aria-hidden style={{ flexShrink: 0 }} />
          <Link href={s.website} target="_blank" rel="noopener" color="blue.700" truncate dir="ltr">
            {websiteLabel(s.website)}
          </Link>
        </HStack>
      )}
      {children}
    </Stack>
  );
}
