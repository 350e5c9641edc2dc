import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SPONSOR_RESPONSE_HOURS } from '#contract/sponsor-submissions.ts';
import { Seo } from '../app/Seo.tsx';
import { SponsorInquiryForm } from '../features/sponsors/SponsorInquiryForm.tsx';
import { ThankYou } from '../features/sponsors/ThankYou.tsx';
import { WhySponsor } from '../features/sponsors/WhySponsor.tsx';

/** The sponsor page: the inquiry form, then (once sent) the Thank You view. */
export default function SponsorPage() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Seo
        title="Become a Sponsor"
        description={`Sponsor Shul Finder and reach Jewish communities and travellers worldwide. Send an inquiry and we'll respond within ${SPONSOR_RESPONSE_HOURS} hours.`}
        path="/sponsor"
        keywords="synagogue directory sponsorship, Jewish community advertising, shul finder sponsor"
      />
      {submitted ? (
        <ThankYou />
      ) : (
        <Stack gap={{ base: '10', md: '14' }}>
          <Stack gap="3" textAlign={{ md: 'center' }} maxW="3xl" mx="auto">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              Become a Sponsor
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              Support the worldwide synagogue directory and put your business in front of the communities who use it every day.
            </Text>
          </Stack>
          <WhySponsor />
          <SponsorInquiryForm onSubmitted={() => setSubmitted(true)} />
        </Stack>
      )}
    </Container>
  );
}
