import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SPONSOR_RESPONSE_HOURS } from '#domain/sponsorship.ts';
import { Seo } from '../app/Seo.tsx';
import { SponsorInquiryForm } from '../features/sponsors/SponsorInquiryForm.tsx';
import { ThankYou } from '../features/sponsors/ThankYou.tsx';
import { WhySponsor } from '../features/sponsors/WhySponsor.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cardSlotRecipe, iconRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ card: cardSlotRecipe, icon: iconRecipe });

/** The sponsor page: the inquiry form, then (once sent) the Thank You view. */
export default function SponsorPage() {
  const t = useT();
  const [submitted, setSubmitted] = useState(false);
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Seo
        title={t('sponsorship.title')}
        description={t('sponsorship.description', { hours: SPONSOR_RESPONSE_HOURS })}
        path="/sponsor"
        keywords={t('sponsorship.keywords')}
      />
      {submitted ? (
        <ThankYou />
      ) : (
        <Stack gap={{ base: '10', md: '14' }}>
          <Stack gap="3" textAlign={{ base: 'start', md: 'center' }} maxW="3xl" mx="auto">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              {t('sponsorship.title')}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {t('sponsorship.intro')}
            </Text>
          </Stack>
          <WhySponsor />
          <SponsorInquiryForm onSubmitted={() => setSubmitted(true)} />
        </Stack>
      )}
    </Container>
  );
}
