import { Button, HStack, Text, Wrap } from '@chakra-ui/react';
import { NUSACHOT, SECTION_SERVICES, type Nusach } from '#domain/siddur.ts';
import { SIDDUR_SECTIONS } from '#domain/texts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { siddurHref, type Customs, type SiddurChoice } from './siddurAddress.ts';

/** A row of choices as links: they work before the app starts, and the page reads them from the address. */
function ChoiceLinks({ label, items }: { label: string; items: { key: string; label: string; href: string; current: boolean }[] }) {
  return (
    <Wrap gap="2" role="group" aria-label={label}>
      {items.map((item) => (
        <Button key={item.key} asChild size="sm" colorPalette="blue" variant={item.current ? 'solid' : 'outline'}>
          <AppLink to={item.href} aria-current={item.current ? 'page' : undefined}>
            {item.label}
          </AppLink>
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
  const t = useT();
  const services = SECTION_SERVICES[choice.section];
  return (
    <>
      <ChoiceLinks
        label={t('siddur.choices.section')}
        items={SIDDUR_SECTIONS.map((s) => ({
          key: s,
          label: t(`texts.section.${s}`),
          href: siddurHref({ section: s, nusach: namedNusach }, customs),
          current: s === choice.section,
        }))}
      />
      {services.length > 1 && (
        <ChoiceLinks
          label={t('siddur.choices.service')}
          items={services.map((s) => ({
            key: s,
            label: t(`siddur.service.${s}`),
            href: siddurHref({ section: choice.section, service: s, nusach: namedNusach }, customs),
            current: s === choice.service,
          }))}
        />
      )}
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {t('siddur.choices.nusach')}
        </Text>
        <ChoiceLinks
          label={t('siddur.choices.nusach')}
          items={NUSACHOT.map((n) => ({
            key: n,
            label: t(`siddur.nusach.${n}`),
            href: siddurHref({ ...choice, nusach: n }, customs),
            current: n === choice.nusach,
          }))}
        />
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {t('siddur.choices.customs')}
        </Text>
        <ChoiceLinks
          label={t('siddur.choices.ilLabel')}
          items={[
            { key: 'out', label: t('siddur.choices.outside'), href: siddurHref(choice, { ...customs, il: false }), current: !il },
            { key: 'il', label: t('siddur.choices.israel'), href: siddurHref(choice, { ...customs, il: true }), current: il },
          ]}
        />
      </HStack>
    </>
  );
}
