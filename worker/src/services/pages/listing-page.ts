// A listing's page as HTML (what a crawler reads, and what a visitor sees until the app starts):
// its name in the page's language with the local name beneath (docs/domain.md: Listings' names;
// the address stays as written locally), address and contact, this week's minyanim, announcements and the freshness line, in
// the address's language, with the head tags and schema.org data. Words come from the Worker's
// catalogs (worker/src/i18n/messages/pages); dates and times through Intl, in the listing's zone.
// Text goes through hono/html's escaping template, so nothing from a listing can break out of its
// element.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { MinyanOccurrence, SynagogueDetail } from '#contract/minyanim.ts';
import { addressLine } from '#domain/address.ts';
import { TEFILLOT } from '#domain/enums.ts';
import { localizePath } from '#domain/language-paths.ts';
import type { Locale } from '#domain/languages.ts';
import { otherNames, shownNames, type ShownNames } from '#domain/listing-names.ts';
import { cityLabel, cityPagePath, nameInSentence } from '#domain/city-pages.ts';
import { translator, type Translate } from '../../i18n/translate.ts';
import { wallTime } from '../minyanim/clock.ts';
import type { ListingPageRead, NearbyListing } from './listing-page-read.ts';
import type { PageContent } from './page-content.ts';
import { headTags } from './page-head.ts';

export interface PageContext {
  locale: Locale;
  origin: string;
  now: Date;
}

export const listingPath = (id: number) => `/shul/${id}`;

/** The static page's frame: the width and spacing of the app's listing page, without its stylesheet. */
const FRAME_STYLE = 'max-width:72rem;margin-inline:auto;padding:2.5rem 1rem;display:grid;gap:1.5rem';

/** Intl formatters for one page: a civil date (yyyy-MM-dd, written as the calendar day it is) and an instant's clock time in a zone. */
function formatters(locale: Locale, tzid: string | null) {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: tzid ?? 'UTC' });
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: tzid ?? 'UTC' });
  return {
    civilDay: (isoDate: string) => day.format(new Date(`${isoDate}T12:00:00Z`)),
    civilDate: (isoDate: string) => date.format(new Date(`${isoDate}T12:00:00Z`)),
    date: (instant: string) => date.format(new Date(instant)),
    clock: (instant: string) => clock.format(new Date(instant)),
  };
}

type Formatters = ReturnType<typeof formatters>;

/** The freshness line in the page's language ('Confirmed by the shul on 3 November 2026'). */
function freshnessLine(listing: SynagogueDetail, t: Translate, f: Formatters): string | null {
  if (listing.freshness.label === null) return null;
  const source = listing.freshness.source ?? 'admin';
  const who = t('pages.freshness.source', { source });
  const at = listing.freshness.confirmedAt;
  return at ? t('pages.freshness.on', { source, who, date: f.date(at) }) : who;
}

/** The next days' minyanim: days down, Shacharit, Mincha and Maariv across, as the app's week table. */
function weekTable(upcoming: readonly MinyanOccurrence[], today: string | null, t: Translate, f: Formatters) {
  const dates = [...new Set(upcoming.map((o) => o.date))].sort();
  return html`<table>
    <thead>
      <tr>
        <th scope="col">${t('pages.listing.day')}</th>
        ${TEFILLOT.map((tefillah) => html`<th scope="col">${t('pages.tefillah', { tefillah })}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${dates.map(
        (date) =>
          html`<tr${date === today ? html` aria-current="date"` : ''}><th scope="row">${f.civilDay(date)}${
            date === today ? html` (${t('pages.listing.today')})` : ''
          }</th>${TEFILLOT.map((tefillah) => {
            const times = upcoming.filter((o) => o.date === date && o.tefillah === tefillah);
            return html`<td>
              ${times.length ? times.map((o, i) => html`${i ? ', ' : ''}<time datetime="${o.start}">${f.clock(o.start)}</time>`) : '—'}
            </td>`;
          })}</tr>`,
      )}
    </tbody>
  </table>`;
}

/** schema.org Synagogue: its name in the page's language (the others as alternates), address, position, contact, and this week's minyanim as events. */
function structuredData(listing: SynagogueDetail, name: string, url: string, t: Translate) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: listing.address,
    addressLocality: listing.city,
    addressRegion: listing.state ?? undefined,
    postalCode: listing.zipCode ?? undefined,
    addressCountry: listing.country,
  };
  const geo =
    listing.latitude !== null && listing.longitude !== null
      ? { '@type': 'GeoCoordinates', latitude: Number(listing.latitude), longitude: Number(listing.longitude) }
      : undefined;
  const alternates = otherNames(listing, name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Synagogue',
    name,
    alternateName: alternates.length ? alternates : undefined,
    url,
    address,
    geo,
    telephone: listing.phone ?? undefined,
    sameAs: listing.website ?? undefined,
    // Each minyan is a dated service at this place, which is what schema.org's Event describes.
    event: listing.upcoming.map((o) => ({
      '@type': 'Event',
      name: `${t('pages.tefillah', { tefillah: o.tefillah })} · ${name}`,
      startDate: o.start,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name, address },
    })),
  };
}

/** A name's `lang` attribute: its language when known and not the page's (which it inherits). */
const langAttribute = (lang: Locale | null, page: Locale) => (lang && lang !== page ? html` lang="${lang}"` : '');

/**
 * The heading: the name in the page's language, the local name beneath when it differs, and the
 * Hebrew name when it is neither of them.
 */
function nameHeader(listing: SynagogueDetail, shown: ShownNames, locale: Locale) {
  const hebrew = listing.hebrewName && listing.hebrewName !== shown.name && listing.hebrewName !== listing.name ? listing.hebrewName : null;
  return html`<header>
    <h1${langAttribute(shown.lang, locale)}>${shown.name}</h1>
    ${shown.localName ? html`<p><bdi${langAttribute(shown.localLang, locale)}>${shown.localName}</bdi></p>` : ''}
    ${hebrew ? html`<p lang="he" dir="rtl">${hebrew}</p>` : ''}
  </header>`;
}

/** The link to the listing's city page, when its city has one. */
function cityPageLink(listing: SynagogueDetail, t: Translate, locale: Locale) {
  const city = listing.cityPage;
  if (!city) return '';
  return html`<p>
    <a href="${localizePath(cityPagePath(city), locale)}"
      >${t('cityPages.city.heading', {
        city: nameInSentence(cityLabel(city, locale), locale),
      })}</a
    >
  </p>`;
}

function listingBody(
  listing: SynagogueDetail,
  shown: ShownNames,
  locale: Locale,
  t: Translate,
  f: Formatters,
  today: string | null,
): HtmlEscapedString {
  const freshness = freshnessLine(listing, t, f);
  const times = listing.upcoming.length
    ? weekTable(listing.upcoming, today, t, f)
    : listing.osmServiceTimes
      ? html`<p>${t('pages.listing.publishedTimes')}</p>
          <p>${listing.osmServiceTimes}</p>`
      : html`<p>${t('pages.listing.noTimes')}</p>`;
  return html`<article style="${FRAME_STYLE}">
    ${nameHeader(listing, shown, locale)}
    <dl>
      <dt>${t('pages.listing.address')}</dt>
      <dd><address>${addressLine(listing)}</address></dd>
      ${
        listing.phone
          ? html`<dt>${t('pages.listing.phone')}</dt>
              <dd><a href="tel:${listing.phone}">${listing.phone}</a></dd>`
          : ''
      }${
        listing.website && /^https?:\/\//i.test(listing.website)
          ? html`<dt>${t('pages.listing.website')}</dt>
              <dd><a href="${listing.website}" rel="noopener nofollow">${listing.website}</a></dd>`
          : ''
      }${
        listing.nusach
          ? html`<dt>${t('pages.listing.nusach')}</dt>
              <dd>${t('pages.nusach', { nusach: listing.nusach })}</dd>`
          : ''
      }
    </dl>
    ${cityPageLink(listing, t, locale)}
    ${
      listing.announcements.length
        ? html`<section>
            <h2>${t('pages.listing.announcements')}</h2>
            <ul>
              ${listing.announcements.map(
                (a) =>
                  html`<li>
                    <p>${a.text}</p>
                    <p>${t('pages.listing.announcementDates', { from: f.civilDate(a.startDate), to: f.civilDate(a.endDate) })}</p>
                  </li>`,
              )}
            </ul>
          </section>`
        : ''
    }
    <section>
      <h2>${t('pages.listing.thisWeek')}</h2>
      ${times}${freshness ? html`<p>${freshness}</p>` : ''}${
        listing.freshness.stale && freshness ? html`<p>${t('pages.listing.stale')}</p>` : ''
      }
    </section>
  </article>` as HtmlEscapedString;
}

function removedBody(name: string, nearby: readonly NearbyListing[], t: Translate, locale: Locale): HtmlEscapedString {
  return html`<article style="${FRAME_STYLE}">
    <h1>${t('pages.removed.title', { name })}</h1>
    <p>${t('pages.removed.text')}</p>
    <section>
      <h2>${t('pages.removed.nearby')}</h2>
      ${
        nearby.length
          ? html`<ul>
              ${nearby.map((n) => {
                const shown = shownNames(n, locale);
                return html`<li>
                  <a href="${localizePath(listingPath(n.id), locale)}" ${langAttribute(shown.lang, locale)}>${shown.name}</a>,
                  ${addressLine(n)}
                </li>`;
              })}
            </ul>`
          : html`<p>${t('pages.removed.noneNearby')}</p>`
      }
    </section>
    <p><a href="${localizePath('/search', locale)}">${t('pages.removed.search')}</a></p>
  </article>` as HtmlEscapedString;
}

/** The not-found page's head and heading; the app renders its own not-found page once it starts. */
export function notFoundPage(path: string, { locale, origin }: PageContext): PageContent {
  const t = translator(locale);
  const title = t('pages.notFound.title');
  return {
    status: 404,
    locale,
    head: headTags({ locale, origin, path, title, siteName: t('pages.siteName'), description: title, noIndex: true }),
    body: html`<article style="${FRAME_STYLE}"><h1>${title}</h1></article>` as HtmlEscapedString,
  };
}

/** The page at /shul/:id (in the context's language) for what readListingPage found. */
export function listingPage(id: number, read: ListingPageRead, context: PageContext): PageContent {
  const { locale, origin } = context;
  const path = listingPath(id);
  if (read.kind === 'missing') return notFoundPage(path, context);
  const t = translator(locale);
  const siteName = t('pages.siteName');
  if (read.kind === 'removed') {
    const { city, nearby } = read;
    const { name } = shownNames(read.listing, locale);
    return {
      status: 410,
      locale,
      head: headTags({
        locale,
        origin,
        path,
        siteName,
        title: t('pages.removed.title', { name }),
        description: t('pages.removed.description', { name, city }),
        noIndex: true,
      }),
      body: removedBody(name, nearby, t, locale),
    };
  }
  const { listing } = read;
  const f = formatters(locale, listing.tzid);
  const today = listing.tzid ? wallTime(context.now, listing.tzid).date : null;
  const address = addressLine(listing);
  const shown = shownNames(listing, locale);
  const { name } = shown;
  const description = listing.upcoming.length
    ? t('pages.listing.description', { name, address })
    : t('pages.listing.descriptionNoTimes', { name, address });
  return {
    status: 200,
    locale,
    head: headTags({
      locale,
      origin,
      path,
      siteName,
      title: t('pages.listing.title', { name, city: listing.city }),
      description,
      jsonLd: structuredData(listing, name, `${origin}${localizePath(path, locale)}`, t),
    }),
    body: listingBody(listing, shown, locale, t, f, today),
  };
}
