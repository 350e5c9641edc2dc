import { Container, Link, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { parseListingId } from '#domain/listing-id.ts';
import { Seo } from '../app/Seo.tsx';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { ManagedShul } from '../features/manage/ManagedShul.tsx';
import { MANAGE_HOME } from '../features/manage/paths.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';
import { badgeRecipe, cardSlotRecipe, emptyStateSlotRecipe, skeletonRecipe, tableSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({
  badge: badgeRecipe,
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  skeleton: skeletonRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
});

/** One managed listing (/manage/:id): its minyan times, announcements, visitors' proposals, details and the embed. */
export default function ManageShulPage() {
  const t = useT();
  const { id = '' } = useParams();
  const listingId = parseListingId(id);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Seo title={t('manage.shulPage.title')} description={t('manage.page.description')} path={`/manage/${id}`} noIndex />
      <SignedInGate title={t('manage.page.title')} prompt={t('manage.page.signInPrompt')}>
        {() =>
          listingId !== null ? (
            <ManagedShul id={listingId} />
          ) : (
            <Text role="alert" py="8">
              {t('manage.shulPage.noListing')}{' '}
              <Link asChild color="blue.700">
                <AppLink to={MANAGE_HOME}>{t('manage.shulPage.back')}</AppLink>
              </Link>
            </Text>
          )
        }
      </SignedInGate>
    </Container>
  );
}
