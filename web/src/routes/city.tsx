import { Box, Card, Container, Grid, HStack, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CityPageData, CityRef, CountryPageData } from '#contract/city-pages.ts';
import {
  CITY_PAGES_PREFIX,
  CITY_PAGE_SIZE,
  cityLabel,
  cityName,
  cityPagePath,
  countryDisplayName,
  countryPagePath,
  nameInSentence,
  nextMinyanWhen,
  pagedPath,
  parseDirectoryPagePath,
  parsePageNumber,
} from '#domain/city-pages.ts';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { Seo, siteOrigin } from '../app/Seo.tsx';
import { SynagogueCard } from '../features/directory/SynagogueCard.tsx';
import { shulPath } from '../features/directory/format.ts';
import { directoryPageData } from '../features/cities/api.ts';
import { useLocale, useT } from '../i18n/I18nProvider.tsx';
import { AppLink } from '../i18n/links.tsx';
import { localizePath } from '../i18n/paths.ts';
import { HttpError } from '../lib/api.ts';
import { useRead } from '../lib/useRead.ts';
import NotFoundPage from './not-found.tsx';
import { badgeRecipe, cardSlotRecipe, listSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ badge: badgeRecipe, card: cardSlotRecipe, list: listSlotRecipe, skeleton: skeletonRecipe });

// Loaded only when shown: the map (maplibre).
const LiveMap = lazy(() => import('../features/directory/LiveMap.tsx').then((m) => ({ default: m.LiveMap })));

/** Previous / next page as plain links (each page its own address), with where this one stands. */
function PageLinks({ path, page, pages }: { path: string; page: number; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('cities.paging.label')} gap="4" wrap="wrap">
      {page > 1 && (
        <Link asChild>
          <AppLink to={pagedPath(path, page - 1)} rel="prev">
            {t('cities.paging.previous')}
          </AppLink>
        </Link>
      )}
      <Text>{t('cities.paging.page', { page, pages })}</Text>
      {page < pages && (
        <Link asChild>
          <AppLink to={pagedPath(path, page + 1)} rel="next">
            {t('cities.paging.next')}
          </AppLink>
        </Link>
      )}
    </HStack>
  );
}

function CityLinks({ cities }: { cities: CityRef[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <List.Root variant="plain" gap="1">
      {cities.map((c) => (
        <List.Item key={c.placeId}>
          <Link asChild>
            <AppLink to={cityPagePath(c)}>
              <bdi>{cityLabel(c, locale)}</bdi>
            </AppLink>
          </Link>
          &nbsp;({t('cities.city.listing', { count: c.listings })})
        </List.Item>
      ))}
    </List.Root>
  );
}

function CityPage({ data }: { data: CityPageData }) {
  const t = useT();
  const locale = useLocale();
  const [mapFailed, setMapFailed] = useState(false);
  const { city, page, pages, listings } = data;
  const path = cityPagePath(city);
  const inCity = nameInSentence(cityLabel(city, locale), locale);
  const title = t('cities.city.title', { city: inCity });
  const offset = (page - 1) * CITY_PAGE_SIZE;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: t('cities.city.heading', { city: inCity }),
    numberOfItems: city.listings,
    itemListElement: listings.map((s, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: `${siteOrigin()}${localizePath(shulPath(s.id), locale)}`,
    })),
  };
  return (
    <Stack gap="8">
      <Seo
        title={page > 1 ? t('cities.paging.titled', { title, page }) : title}
        description={t('cities.city.description', { count: city.listings, city: inCity })}
        path={pagedPath(path, page)}
        jsonLd={jsonLd}
      />
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {t('cities.city.heading', { city: inCity })}
        </Heading>
        <Text color="fg.muted">{t('cities.city.intro', { count: city.listings, city: inCity })}</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
        <Stack gap="4" minW="0">
          <Stack as="ol" gap="4" listStyle="none" p="0" m="0">
            {listings.map((s) => (
              <Box as="li" key={s.id}>
                <Card.Root variant="subtle" size="sm">
                  <Card.Body gap="2" p="0">
                    <SynagogueCard synagogue={s} />
                    <Text fontSize="sm" px="4" pb="3">
                      {s.next
                        ? t('cities.city.next', {
                            tefillah: t(`minyanim.tefillah.${s.next.tefillah}`),
                            when: nextMinyanWhen(s.next, locale),
                          })
                        : t('cities.city.noNext')}
                    </Text>
                  </Card.Body>
                </Card.Root>
              </Box>
            ))}
          </Stack>
          <PageLinks path={path} page={page} pages={pages} />
        </Stack>
        <Stack gap="6" minW="0">
          {!mapFailed && (
            <Box as="section" aria-label={t('cities.map')}>
              <Suspense fallback={<Skeleton height={{ base: '320px', md: '450px' }} />}>
                <LiveMap synagogues={listings} onFail={() => setMapFailed(true)} />
              </Suspense>
            </Box>
          )}
          {data.neighbours.length > 0 && (
            <Stack as="section" gap="2">
              <Heading as="h2" size="lg">
                {t('cities.city.neighbours')}
              </Heading>
              <CityLinks cities={data.neighbours} />
            </Stack>
          )}
          <Link asChild>
            <AppLink to={countryPagePath(city.country)}>
              {t('cities.city.country', { country: nameInSentence(countryDisplayName(city.country, locale), locale) })}
            </AppLink>
          </Link>
        </Stack>
      </Grid>
    </Stack>
  );
}

function CountryPage({ data }: { data: CountryPageData }) {
  const t = useT();
  const locale = useLocale();
  const path = countryPagePath(data.country);
  const country = nameInSentence(countryDisplayName(data.country, locale), locale);
  const title = t('cities.country.title', { country });
  return (
    <Stack gap="8">
      <Seo
        title={data.page > 1 ? t('cities.paging.titled', { title, page: data.page }) : title}
        description={t('cities.country.description', { count: data.listings, cities: data.cityCount, country })}
        path={pagedPath(path, data.page)}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t('cities.country.heading', { country }),
          numberOfItems: data.cityCount,
          itemListElement: data.cities.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: cityName(c, locale),
            url: `${siteOrigin()}${localizePath(cityPagePath(c), locale)}`,
          })),
        }}
      />
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {t('cities.country.heading', { country })}
        </Heading>
        <Text color="fg.muted">{t('cities.country.intro', { count: data.listings, cities: data.cityCount })}</Text>
      </Stack>
      <CityLinks cities={data.cities} />
      <PageLinks path={path} page={data.page} pages={data.pages} />
    </Stack>
  );
}

/** A city's page (/synagogues/us/ny/brooklyn) or a country's (/synagogues/il): its shuls, or its cities, a page at a time. */
export default function DirectoryPlacePage() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const path = [CITY_PAGES_PREFIX, params.country, params.region, params.city].filter(Boolean).join('/');
  const page = parsePageNumber(search.get('page'));
  const valid = parseDirectoryPagePath(path) !== null && page !== null;
  const { data, error, isLoading, mutate } = useRead(valid ? directoryPageData(path, page) : null);

  if (!valid || (error instanceof HttpError && error.status === 404)) return <NotFoundPage />;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {error ? (
        <LoadFailed
          title={t('cities.loadFailed')}
          detail={error instanceof Error ? error.message : t('cities.tryAgain')}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <Stack gap="4" aria-busy="true">
          <Text>{t('cities.loading')}</Text>
          <Skeleton height="10" width="60%" />
          <Skeleton height="40" />
        </Stack>
      ) : data.kind === 'city' ? (
        <CityPage data={data} />
      ) : (
        <CountryPage data={data} />
      )}
    </Container>
  );
}
