import { Card, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { Globe, HeartHandshake, Layers, Target } from 'lucide-react';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';

// The sponsor page: why sponsor — global reach, targeted audience, multiple options, community support.
const REASONS: readonly { icon: typeof Globe; title: MessageId; text: MessageId }[] = [
  { icon: Globe, title: 'sponsorship.why.reach.title', text: 'sponsorship.why.reach.text' },
  { icon: Target, title: 'sponsorship.why.audience.title', text: 'sponsorship.why.audience.text' },
  { icon: Layers, title: 'sponsorship.why.options.title', text: 'sponsorship.why.options.text' },
  { icon: HeartHandshake, title: 'sponsorship.why.community.title', text: 'sponsorship.why.community.text' },
];

export function WhySponsor() {
  const t = useT();
  return (
    <section aria-labelledby="why-sponsor">
      <Heading as="h2" id="why-sponsor" size="2xl" mb="6">
        {t('sponsorship.why.heading')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {REASONS.map((r) => (
          <Card.Root key={r.title} size="sm">
            <Card.Body gap="3">
              <Icon as={r.icon} boxSize="8" color="blue.500" aria-hidden />
              <Heading as="h3" size="md">
                {t(r.title)}
              </Heading>
              <Text color="fg.muted">{t(r.text)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </section>
  );
}
