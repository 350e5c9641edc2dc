// A city's or a country's page as HTML (what a crawler reads, and what a visitor sees until the
// app starts): the city's shuls with their address, nusach and next minyan, a page at a time,
// its neighbouring cities and its country; or a country's cities. In the address's language,
// with the head tags (canonical and alternates per page, rel prev/next) and schema.org ItemList.
// Words from the Worker's catalogs (worker/src/i18n/messages/cityPages); text escaped by
// hono/html's template.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { CityPageData, CityRef, CountryPageData, DirectoryPageData } from '#contract/city-pages.ts';
import { addressLine } from '#domain/address.ts';
import {
  CITY_PAGE_SIZE,
  COUNTRY_PAGE_SIZE,
  cityLabel,
  cityName,
  cityPagePath,
  countryDisplayName,
  countryPagePath,
  nameInSentence,
  nextMinyanWhen,
  pagedPath,
} from '#domain/city-pages.ts';
import { localizePath } from '#domain/language-paths.ts';
import type { Locale } from '#domain/languages.ts';
import { translator, type Translate } from '../../i18n/translate.ts';
import { listingPath, type PageContext } from './listing-page.ts';
import type { PageContent } from './page-content.ts';
import { headTags } from './page-head.ts';

/** The static page's frame: the width and spacing of the app's pages, without its stylesheet. */
const FRAME_STYLE = 'max-width:72rem;margin-inline:auto;padding:2.5rem 1rem;display:grid;gap:1.5rem';

/** Latin names inside right-to-left text keep their own direction. */
const bdi = (text: string) => html`<bdi>${text}</bdi>`;

function pagingNav(path: string, page: number, pages: number, t: Translate, locale: Locale) {
  if (pages <= 1) return '';
  const link = (p: number) => localizePath(pagedPath(path, p), locale);
  return html`<nav aria-label="${t('cityPages.paging.label')}">
    ${page > 1 ? html`<a rel="prev" href="${link(page - 1)}">${t('cityPages.paging.previous')}</a>` : ''}
    <span>${t('cityPages.paging.page', { page, pages })}</span>
    ${page < pages ? html`<a rel="next" href="${link(page + 1)}">${t('cityPages.paging.next')}</a>` : ''}
  </nav>`;
}

const cityLink = (c: CityRef, locale: Locale, t: Translate) =>
  html`<li>
    <a href="${localizePath(cityPagePath(c), locale)}">${bdi(cityLabel(c, locale))}</a>
    (${t('cityPages.city.listing', { count: c.listings })})
  </li>`;

/** The head of a paged list: each page its own canonical, with its neighbours named. */
function pagedHead(path: string, page: number, pages: number, title: string, description: string, jsonLd: object, context: PageContext) {
  const { locale, origin } = context;
  const t = translator(locale);
  return headTags({
    locale,
    origin,
    path: pagedPath(path, page),
    siteName: t('pages.siteName'),
    title: page > 1 ? t('cityPages.paging.titled', { title, page }) : title,
    description,
    jsonLd,
    prev: page > 1 ? pagedPath(path, page - 1) : undefined,
    next: page < pages ? pagedPath(path, page + 1) : undefined,
  });
}

function cityPage(data: CityPageData, context: PageContext): PageContent {
  const { locale, origin } = context;
  const t = translator(locale);
  const { city, page, pages } = data;
  const path = cityPagePath(city);
  const label = cityLabel(city, locale);
  const inCity = nameInSentence(label, locale);
  const country = countryDisplayName(city.country, locale);
  const offset = (page - 1) * CITY_PAGE_SIZE;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: t('cityPages.city.heading', { city: inCity }),
    numberOfItems: city.listings,
    itemListElement: data.listings.map((s, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: `${origin}${localizePath(listingPath(s.id), locale)}`,
      item: {
        '@type': 'Synagogue',
        name: s.name,
        url: `${origin}${localizePath(listingPath(s.id), locale)}`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: s.address,
          addressLocality: s.city,
          addressRegion: s.state ?? undefined,
          postalCode: s.zipCode ?? undefined,
          addressCountry: s.country,
        },
      },
    })),
  };
  const title = t('cityPages.city.title', { city: inCity });
  const description = t('cityPages.city.description', { count: city.listings, city: inCity });
  const body = html`<article style="${FRAME_STYLE}">
    <header>
      <h1>${t('cityPages.city.heading', { city: inCity })}</h1>
      <p>${t('cityPages.city.intro', { count: city.listings, city: inCity })}</p>
    </header>
    <ol start="${offset + 1}">
      ${data.listings.map(
        (s) =>
          html`<li>
            <h2><a href="${localizePath(listingPath(s.id), locale)}">${bdi(s.name)}</a></h2>
            <address>${bdi(addressLine(s))}</address>
            ${s.nusach ? html`<p>${t('pages.listing.nusach')}: ${t('pages.nusach', { nusach: s.nusach })}</p>` : ''}
            <p>
              ${
                s.next
                  ? t('cityPages.city.next', {
                      tefillah: t('pages.tefillah', { tefillah: s.next.tefillah }),
                      when: nextMinyanWhen(s.next, locale),
                    })
                  : t('cityPages.city.noNext')
              }
            </p>
          </li>`,
      )}
    </ol>
    ${pagingNav(path, page, pages, t, locale)}
    ${
      data.neighbours.length
        ? html`<section>
            <h2>${t('cityPages.city.neighbours')}</h2>
            <ul>
              ${data.neighbours.map((c) => cityLink(c, locale, t))}
            </ul>
          </section>`
        : ''
    }
    <p>
      <a href="${localizePath(countryPagePath(city.country), locale)}"
        >${t('cityPages.city.country', { country: nameInSentence(country, locale) })}</a
      >
    </p>
  </article>` as HtmlEscapedString;
  return { status: 200, locale, head: pagedHead(path, page, pages, title, description, jsonLd, context), body };
}

function countryPage(data: CountryPageData, context: PageContext): PageContent {
  const { locale, origin } = context;
  const t = translator(locale);
  const path = countryPagePath(data.country);
  const country = nameInSentence(countryDisplayName(data.country, locale), locale);
  const offset = (data.page - 1) * COUNTRY_PAGE_SIZE;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: t('cityPages.country.heading', { country }),
    numberOfItems: data.cityCount,
    itemListElement: data.cities.map((c, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      name: cityName(c, locale),
      url: `${origin}${localizePath(cityPagePath(c), locale)}`,
    })),
  };
  const title = t('cityPages.country.title', { country });
  const description = t('cityPages.country.description', { count: data.listings, cities: data.cityCount, country });
  const body = html`<article style="${FRAME_STYLE}">
    <header>
      <h1>${t('cityPages.country.heading', { country })}</h1>
      <p>${t('cityPages.country.intro', { count: data.listings, cities: data.cityCount })}</p>
    </header>
    <ul>
      ${data.cities.map((c) => cityLink(c, locale, t))}
    </ul>
    ${pagingNav(path, data.page, data.pages, t, locale)}
  </article>` as HtmlEscapedString;
  return { status: 200, locale, head: pagedHead(path, data.page, data.pages, title, description, jsonLd, context), body };
}

/** The page for what readDirectoryPage found. */
export const directoryPage = (data: DirectoryPageData, context: PageContext): PageContent =>
  data.kind === 'city' ? cityPage(data, context) : countryPage(data, context);
