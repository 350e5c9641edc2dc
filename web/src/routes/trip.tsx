import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { TripPlanner } from '../features/plans/TripPlanner.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { badgeRecipe, cardSlotRecipe, fieldSlotRecipe, inputRecipe, skeletonRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ badge: badgeRecipe, card: cardSlotRecipe, field: fieldSlotRecipe, input: inputRecipe, skeleton: skeletonRecipe });

/** /trip (docs/domain.md), rendered in the browser: what it shows depends on what is typed. */
export default function TripPage() {
  const t = useT();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '8' }}>
      <Seo title={t('plans.trip.title')} description={t('plans.trip.description')} path="/trip" />
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('plans.trip.title')}
          </Heading>
          <Text color="fg.muted">{t('plans.trip.intro')}</Text>
        </Stack>
        <TripPlanner />
      </Stack>
    </Container>
  );
}
