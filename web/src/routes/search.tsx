import { Box, Container, Heading, Skeleton, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useHydrated, useHydratedSearchParams } from '../app/hydration.ts';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { Seo } from '../app/Seo.tsx';
import { MapSection } from '../features/directory/MapSection.tsx';
import { NearPlaceResults } from '../features/directory/NearPlaceResults.tsx';
import { NoResults } from '../features/directory/NoResults.tsx';
import { OsmCredit } from '../features/directory/OsmCredit.tsx';
import { Pagination } from '../features/directory/Pagination.tsx';
import { ResultsGrid } from '../features/directory/ResultsGrid.tsx';
import { SearchBox } from '../features/directory/SearchBox.tsx';
import { readSearchParams, searchPath, type NearMeState } from '../features/directory/searchState.ts';
import { useNearMeCoords } from '../features/directory/useNearMeCoords.ts';
import { useSynagogueSearch } from '../features/directory/useSynagogueSearch.ts';
import { useListingWords } from '../features/directory/words.ts';
import { MinyanNow } from '../features/minyanim/MinyanNow.tsx';
import { GeonamesCredit } from '../features/places/GeonamesCredit.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../i18n/links.tsx';
import { slots, withElements } from '../i18n/rich.tsx';
import {
  badgeRecipe,
  cardSlotRecipe,
  emptyStateSlotRecipe,
  iconRecipe,
  inputRecipe,
  skeletonRecipe,
  tagSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({
  badge: badgeRecipe,
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  skeleton: skeletonRecipe,
  tag: tagSlotRecipe,
});

/** The directory search: results for `?q=` or near the visitor (`?near=me`), on a map and as pages of cards. */
export default function SearchPage() {
  const t = useT();
  const words = useListingWords();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useHydratedSearchParams();
  const { q, nearMe, page } = readSearchParams(params);
  const coords = useNearMeCoords(nearMe);
  // The prerendered page hydrates without its query, which applies right after: searching
  // before then would fetch the whole directory for nothing.
  const hydrated = useHydrated();
  // Where the map goes (above the list, or below it on a phone): results only come after the
  // page has started, by when this reads the screen (a prerendered page assumes the wide one).
  // The query is theme.ts's WIDE_SCREEN, written out: importing that constant here rearranged the
  // build's chunks so that the page hid its content for a frame as the results arrived (a layout
  // shift of 0.51 in Lighthouse; measured with the browser's layout-shift entries).
  const [wide] = useMediaQuery(['(min-width: 48rem)'], { fallback: [true] });
  const ready = hydrated && (!nearMe || coords !== null);
  const { results, stale, listError, count, capped, countError, pageCount } = useSynagogueSearch(
    ready ? { text: q, near: coords, page } : null,
  );
  const shownQuery = nearMe ? t('directory.search.nearMe') : q;

  const goToPage = (n: number) =>
    navigate(localize(searchPath({ q, nearMe, page: n })), { state: coords ? ({ coords } satisfies NearMeState) : undefined });

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Seo
        title={t('directory.search.title')}
        description={t('directory.search.description')}
        keywords={t('directory.search.keywords')}
        path="/search"
      />
      <Stack gap="8">
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('directory.search.title')}
          </Heading>
          <SearchBox
            value={q}
            placeholder={t('directory.search.placeholder')}
            onSearch={(text) => navigate(localize(searchPath({ q: text })))}
            onNearMe={(near) => navigate(localize(searchPath({ nearMe: true })), { state: { coords: near } satisfies NearMeState })}
          />
          <Box aria-live="polite">
            {shownQuery && (
              <Text fontSize="lg">
                {withElements(t('directory.search.resultsFor', slots(['query'])), [
                  <strong key="query">
                    <bdi>{shownQuery}</bdi>
                  </strong>,
                ])}
              </Text>
            )}
            <Text color="fg.muted">
              {count === undefined
                ? countError
                  ? t('directory.search.countFailed')
                  : t('directory.search.loading')
                : capped
                  ? t('directory.search.foundAtLeast', words.count(count))
                  : t('directory.search.found', words.count(count))}
            </Text>
          </Box>
        </Stack>

        {listError ? (
          <LoadFailed title={t('directory.search.listFailed')} />
        ) : results && results.length === 0 && !stale ? (
          <>
            <NearPlaceResults query={ready && !nearMe ? q : ''} />
            <NoResults onShowAll={() => navigate(localize(searchPath({})))} />
            <GeonamesCredit />
          </>
        ) : (
          <>
            {/* On a wide screen the map comes first. While the first results load, its place is
                held (heading, map, notes), so that what follows does not jump down when it
                appears (layout shift). A phone shows the list first and the map after it. */}
            {results ? wide && <MapSection results={results} /> : <Skeleton aria-hidden hideBelow="md" height="526px" rounded="lg" />}
            <MinyanNow />
            <Stack as="section" aria-labelledby="directory-heading" gap="4">
              <Heading as="h2" id="directory-heading" size="lg">
                {t('directory.search.directoryHeading')}
              </Heading>
              <ResultsGrid results={results} stale={stale} />
              {pageCount !== undefined && <Pagination page={page} pageCount={pageCount} more={capped} onPage={goToPage} />}
            </Stack>
            {results && !wide && <MapSection results={results} />}
            <NearPlaceResults query={ready && !nearMe ? q : ''} />
            <Stack gap="1">
              <OsmCredit />
              <GeonamesCredit />
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
