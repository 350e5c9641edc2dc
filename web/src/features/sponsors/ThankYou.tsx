import { Button, Card, Heading, Icon, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { SPONSOR_RESPONSE_HOURS } from '#contract/sponsor-submissions.ts';

/** The confirmation after a sponsor inquiry. Focus moves to it so screen readers announce it. */
export function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card.Root maxW="xl" mx="auto" textAlign="center">
      <Card.Body alignItems="center" gap="4" py="10">
        <Icon as={CircleCheck} boxSize="12" color="green.500" aria-hidden />
        <Heading as="h2" size="2xl" ref={heading} tabIndex={-1} outline="none">
          Thank You
        </Heading>
        <Text color="fg.muted">
          Your sponsorship inquiry has been received. Our team will get back to you within {SPONSOR_RESPONSE_HOURS} hours.
        </Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
