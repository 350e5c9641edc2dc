// The embed page: a listing's week as a small self-contained HTML document for a shul's own
// website (no React, no app bundle). Text goes through hono/html's escaping template, so
// nothing from a listing can break out of its element, and loses control and text-direction
// override characters, so a stored or imported row cannot make it read other than it is (the
// forms refuse them; older rows and imports did not pass the forms). The only script is the
// inline resize notice, allowed by the page's own CSP nonce.
import { html, raw } from 'hono/html';
import { withoutForbiddenCharacters as shown } from '#contract/fields.ts';
import type { ScheduleResponse, ScheduleZman } from '#contract/schedule.ts';
import { WEEKDAYS, TEFILLOT } from '#domain/enums.ts';
import { formatDay } from '#domain/freshness.ts';
import { RTL_LOCALES, pagePathIn, type Locale } from '#domain/languages.ts';
import { translator, type Translate } from '../../i18n/translate.ts';
import { weekdayOf } from '../minyanim/clock.ts';

/** The zmanim the page shows for today, in this order. */
const TODAY_ZMANIM = ['sunrise', 'sofZmanShma', 'chatzot', 'sunset', 'tzeit85deg'] as const satisfies readonly ScheduleZman[];

const TWELVE_HOUR = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** 'HH:MM' as the listing page shows it: '7:00 AM' in English; every other language reads the 24-hour clock. */
function clock(hhmm: string, lang: Locale): string {
  if (lang !== 'en') return hhmm;
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return TWELVE_HOUR.format(Date.UTC(2000, 0, 1, h, m));
}

/** A civil date (yyyy-MM-dd) as its day and month, in the language's order: 11/3, 3.11, 03/11. */
const dayAndMonth = (lang: Locale) => {
  const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  return (isoDate: string) => format.format(new Date(`${isoDate}T12:00:00Z`));
};

/**
 * Who vouches for the times and when, as the listing page says it ('Confirmed by the shul on
 * 3 Nov 2026'): English keeps the API's date, the other languages write theirs.
 */
function freshnessLine(freshness: ScheduleResponse['freshness'], lang: Locale, t: Translate): string | null {
  if (freshness.label === null) return null;
  const source = freshness.source ?? 'admin';
  const who = t('pages.freshness.source', { source });
  if (!freshness.confirmedAt) return who;
  const date =
    lang === 'en'
      ? formatDay(freshness.confirmedAt)
      : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(freshness.confirmedAt));
  return t('pages.freshness.on', { source, who, date });
}

const STYLE = `body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1a202c;background:#fff}main{padding:12px}h1{font-size:17px;margin:0 0 2px}h2{font-size:14px;margin:12px 0 4px}p{margin:4px 0}.muted{color:#4a5568;font-size:12px}table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:3px 6px;border-bottom:1px solid #e2e8f0;vertical-align:top}th{font-weight:600}.ann{margin:8px 0;padding:6px 8px;background:#fefcbf;border-radius:4px}.stale{color:#9c4221}dl{display:flex;flex-wrap:wrap;gap:2px 14px;margin:0}dt{font-weight:600}dd{margin:0}a{color:#1e3a8a}`;

/** The page posts its height to the embedding page (a number only: nothing else leaves the frame). */
const RESIZE = `(function(){function s(){parent.postMessage({type:"shulfinder:height",height:document.documentElement.scrollHeight},"*")}addEventListener("load",s);if(window.ResizeObserver)new ResizeObserver(s).observe(document.body)})();`;

const formatZman = (hhmm: string | null | undefined, lang: Locale) => (hhmm ? clock(hhmm, lang) : '–');

/** The page in a language (`?lang=`): its words from the `embed` and `pages` catalogs, its direction the language's. */
export function renderEmbedPage(s: ScheduleResponse, lang: Locale, nonce: string): string {
  const t = translator(lang);
  const shortDate = dayAndMonth(lang);
  const freshness = freshnessLine(s.freshness, lang, t);
  const listing = new URL(s.synagogue.url);
  listing.pathname = pagePathIn(listing.pathname, lang);
  const today = s.days[0];
  const rows = s.days.map((day) => {
    const cells = TEFILLOT.map(
      (t) =>
        day.minyanim
          .filter((m) => m.tefillah === t)
          .map((m) => clock(m.time, lang))
          .join(', ') || '–',
    );
    return html`<tr>
      <th scope="row">${t('embed.day', { day: WEEKDAYS[weekdayOf(day.date)]! })} <span class="muted">${shortDate(day.date)}</span></th>
      ${cells.map((c) => html`<td>${c}</td>`)}
    </tr>`;
  });
  const hasMinyanim = s.days.some((d) => d.minyanim.length);
  const body = html`<!doctype html>
    <html lang="${lang}" dir="${RTL_LOCALES.has(lang) ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${shown(s.synagogue.name)}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <h1 dir="auto">${shown(s.synagogue.name)}</h1>
          <p class="muted" dir="auto">${shown([s.synagogue.address, s.synagogue.city].filter(Boolean).join(', '))}</p>
          ${s.announcements.map(
            (a) =>
              html`<p class="ann">
                <bdi>${shown(a.text)}</bdi> <span class="muted"><bdi>${shortDate(a.startDate)} – ${shortDate(a.endDate)}</bdi></span>
              </p>`,
          )}
          ${
            s.tzid === null
              ? html`<p>${t('embed.noPlace')}</p>`
              : html`<h2>${t('embed.week')}</h2>
                  ${
                    hasMinyanim
                      ? html`<table>
                          <thead>
                            <tr>
                              <th scope="col">${t('embed.dayHeader')}</th>
                              ${TEFILLOT.map((tefillah) => html`<th scope="col">${t('pages.tefillah', { tefillah })}</th>`)}
                            </tr>
                          </thead>
                          <tbody>
                            ${rows}
                          </tbody>
                        </table>`
                      : html`<p>${t('embed.noTimes')}</p>`
                  }`
          }
          ${s.osmServiceTimes ? html`<p>${t('embed.publishedTimes')} <bdi dir="ltr">${shown(s.osmServiceTimes)}</bdi></p>` : ''}
          ${
            today
              ? html`<h2>${t('embed.todayZmanim')}</h2>
                  <dl>
                    ${TODAY_ZMANIM.map(
                      (zman) =>
                        html`<div>
                          <dt>${t('embed.zman', { zman })}</dt>
                          <dd>${formatZman(today.zmanim[zman], lang)}</dd>
                        </div>`,
                    )}
                  </dl>`
              : ''
          }
          ${freshness ? html`<p class="muted">${freshness}</p>` : ''}${freshness && s.freshness.stale ? html`<p class="stale">${t('embed.stale')}</p>` : ''}
          <p><a href="${listing.href}" target="_blank" rel="noopener">${t('embed.link')}</a></p>
        </main>
        <script nonce="${nonce}">
          ${raw(RESIZE)};
        </script>
      </body>
    </html>`;
  return body.toString();
}
