import { Button, HStack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { NUSACHOT, NUSACH_LABELS, SECTION_SERVICES, SERVICE_LABELS, type Nusach } from '#contract/siddur.ts';
import { SIDDUR_SECTIONS, SIDDUR_SECTION_LABELS } from '#contract/texts.ts';
import { siddurHref, type Customs, type SiddurChoice } from './siddurAddress.ts';

/** A row of choices as links: they work before the app starts, and the page reads them from the address. */
function ChoiceLinks({ label, items }: { label: string; items: { key: string; label: string; href: string; current: boolean }[] }) {
  return (
    <Wrap gap="2" role="group" aria-label={label}>
      {items.map((item) => (
        <Button key={item.key} asChild size="sm" colorPalette="blue" variant={item.current ? 'solid' : 'outline'}>
          <RouterLink to={item.href} aria-current={item.current ? 'page' : undefined}>
            {item.label}
          </RouterLink>
        </Button>
      ))}
    </Wrap>
  );
}

interface SiddurChoicesProps {
  choice: SiddurChoice;
  customs: Customs;
  /** Whether Israel's customs apply (chosen, or the place's). */
  il: boolean;
  /** The nusach section and service links keep: the one the address names, none on the prerendered page. */
  namedNusach: Nusach | undefined;
}

/** The siddur's section, service, nusach and Israel-or-not choices, each the current one marked. */
export function SiddurChoices({ choice, customs, il, namedNusach }: SiddurChoicesProps) {
  const services = SECTION_SERVICES[choice.section];
  return (
    <>
      <ChoiceLinks
        label="Siddur section"
        items={SIDDUR_SECTIONS.map((s) => ({
          key: s,
          label: SIDDUR_SECTION_LABELS[s],
          href: siddurHref({ section: s, nusach: namedNusach }, customs),
          current: s === choice.section,
        }))}
      />
      {services.length > 1 && (
        <ChoiceLinks
          label="Service"
          items={services.map((s) => ({
            key: s,
            label: SERVICE_LABELS[s],
            href: siddurHref({ section: choice.section, service: s, nusach: namedNusach }, customs),
            current: s === choice.service,
          }))}
        />
      )}
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          Nusach
        </Text>
        <ChoiceLinks
          label="Nusach"
          items={NUSACHOT.map((n) => ({
            key: n,
            label: NUSACH_LABELS[n],
            href: siddurHref({ ...choice, nusach: n }, customs),
            current: n === choice.nusach,
          }))}
        />
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          Customs
        </Text>
        <ChoiceLinks
          label="Israel or outside Israel"
          items={[
            { key: 'out', label: 'Outside Israel', href: siddurHref(choice, { ...customs, il: false }), current: !il },
            { key: 'il', label: 'Israel', href: siddurHref(choice, { ...customs, il: true }), current: il },
          ]}
        />
      </HStack>
    </>
  );
}
