import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { KaddishPlanner } from '../features/plans/KaddishPlanner.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import {
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  checkmark: checkmarkRecipe,
  field: fieldSlotRecipe,
  input: inputRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
});

/** /kaddish (docs/domain.md), rendered in the browser: what it shows depends on what is typed. */
export default function KaddishPage() {
  const t = useT();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '8' }}>
      <Seo title={t('plans.kaddish.title')} description={t('plans.kaddish.description')} path="/kaddish" />
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('plans.kaddish.title')}
          </Heading>
          <Text color="fg.muted">{t('plans.kaddish.intro')}</Text>
        </Stack>
        <KaddishPlanner />
      </Stack>
    </Container>
  );
}
