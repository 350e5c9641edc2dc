import { Button, Card, Heading, Icon, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SPONSOR_RESPONSE_HOURS } from '#domain/sponsorship.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';

/** The confirmation after a sponsor inquiry. Focus moves to it so screen readers announce it. */
export function ThankYou() {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card.Root maxW="xl" mx="auto" textAlign="center">
      <Card.Body alignItems="center" gap="4" py="10">
        <Icon as={CircleCheck} boxSize="12" color="green.500" aria-hidden />
        <Heading as="h2" size="2xl" ref={heading} tabIndex={-1} outline="none">
          {t('sponsorship.thanks.heading')}
        </Heading>
        <Text color="fg.muted">{t('sponsorship.thanks.text', { hours: SPONSOR_RESPONSE_HOURS })}</Text>
        <Button asChild colorPalette="blue">
          <AppLink to="/">{t('sponsorship.thanks.home')}</AppLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
