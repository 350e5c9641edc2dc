import { Box, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useHydrated, useHydratedSearchParams } from '../app/hydration.ts';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { Seo } from '../app/Seo.tsx';
import { synagogueCount } from '../features/directory/format.ts';
import { MapSection } from '../features/directory/MapSection.tsx';
import { NearPlaceResults } from '../features/directory/NearPlaceResults.tsx';
import { NoResults } from '../features/directory/NoResults.tsx';
import { OsmCredit } from '../features/directory/OsmCredit.tsx';
import { Pagination } from '../features/directory/Pagination.tsx';
import { ResultsGrid } from '../features/directory/ResultsGrid.tsx';
import { SearchBox } from '../features/directory/SearchBox.tsx';
import { NEAR_ME_TEXT, readSearchParams, searchPath, type NearMeState } from '../features/directory/searchState.ts';
import { useNearMeCoords } from '../features/directory/useNearMeCoords.ts';
import { useSynagogueSearch } from '../features/directory/useSynagogueSearch.ts';
import { MinyanNow } from '../features/minyanim/MinyanNow.tsx';
import { GeonamesCredit } from '../features/places/GeonamesCredit.tsx';

const SEARCH_PLACEHOLDER = 'Search by city, synagogue name, or zip code...';

/** The directory search: results for `?q=` or near the visitor (`?near=me`), on a map and as pages of cards. */
export default function SearchPage() {
  const navigate = useNavigate();
  const [params] = useHydratedSearchParams();
  const { q, nearMe, page } = readSearchParams(params);
  const coords = useNearMeCoords(nearMe);
  // The prerendered page hydrates without its query, which applies right after: searching
  // before then would fetch the whole directory for nothing.
  const hydrated = useHydrated();
  const ready = hydrated && (!nearMe || coords !== null);
  const { results, stale, listError, count, capped, countError, pageCount } = useSynagogueSearch(
    ready ? { text: q, near: coords, page } : null,
  );
  const shownQuery = nearMe ? NEAR_ME_TEXT : q;

  const goToPage = (n: number) =>
    navigate(searchPath({ q, nearMe, page: n }), { state: coords ? ({ coords } satisfies NearMeState) : undefined });

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Seo
        title="Find Your Perfect Shul"
        description="Search synagogues worldwide by city, synagogue name or zip code, or find the shuls near you, on a map or as a list."
        keywords="synagogue search, shul finder, synagogues near me, minyan, Jewish community"
        path="/search"
      />
      <Stack gap="8">
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Find Your Perfect Shul
          </Heading>
          <SearchBox
            value={q}
            placeholder={SEARCH_PLACEHOLDER}
            onSearch={(text) => navigate(searchPath({ q: text }))}
            onNearMe={(near) => navigate(searchPath({ nearMe: true }), { state: { coords: near } satisfies NearMeState })}
          />
          <Box aria-live="polite">
            {shownQuery && (
              <Text fontSize="lg">
                Search results for: <strong>{shownQuery}</strong>
              </Text>
            )}
            <Text color="fg.muted">
              {count === undefined ? (countError ? 'Failed to fetch count' : 'Loading...') : `${synagogueCount(count, capped)} found`}
            </Text>
          </Box>
        </Stack>

        {listError ? (
          <LoadFailed title="Failed to fetch synagogues" />
        ) : results && results.length === 0 && !stale ? (
          <>
            <NearPlaceResults query={ready && !nearMe ? q : ''} />
            <NoResults onShowAll={() => navigate(searchPath({}))} />
            <GeonamesCredit />
          </>
        ) : (
          <>
            {/* While the first results load, the map's place is held (heading, map, notes), so
                that what follows does not jump down when it appears (layout shift). */}
            {results ? <MapSection results={results} /> : <Skeleton aria-hidden height={{ base: '420px', md: '526px' }} rounded="lg" />}
            <MinyanNow />
            <Stack as="section" aria-labelledby="directory-heading" gap="4">
              <Heading as="h2" id="directory-heading" size="lg">
                Synagogue Directory
              </Heading>
              <ResultsGrid results={results} stale={stale} />
              {pageCount !== undefined && <Pagination page={page} pageCount={pageCount} more={capped} onPage={goToPage} />}
            </Stack>
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
