import { Card, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { Globe, HeartHandshake, Layers, Target } from 'lucide-react';

// The sponsor page: why sponsor — global reach, targeted audience, multiple options, community support.
const REASONS = [
  {
    icon: Globe,
    title: 'Global Reach',
    text: 'Visitors from around the world use Shul Finder to find synagogues and minyanim, at home and when they travel.',
  },
  {
    icon: Target,
    title: 'Targeted Audience',
    text: 'Reach an engaged audience of community members, families and travellers looking for shuls, prayer times and amenities.',
  },
  {
    icon: Layers,
    title: 'Multiple Options',
    text: 'A logo in the sponsor strip or banner, square and text advertisements, at bronze, silver, gold or platinum level.',
  },
  {
    icon: HeartHandshake,
    title: 'Community Support',
    text: 'Your sponsorship keeps the directory free, accurate and up to date for everyone who relies on it.',
  },
] as const;

export function WhySponsor() {
  return (
    <section aria-labelledby="why-sponsor">
      <Heading as="h2" id="why-sponsor" size="2xl" mb="6">
        Why sponsor Shul Finder?
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {REASONS.map((r) => (
          <Card.Root key={r.title} size="sm">
            <Card.Body gap="3">
              <Icon as={r.icon} boxSize="8" color="blue.500" aria-hidden />
              <Heading as="h3" size="md">
                {r.title}
              </Heading>
              <Text color="fg.muted">{r.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </section>
  );
}
