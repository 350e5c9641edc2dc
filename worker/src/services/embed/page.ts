// The embed page: a listing's week as a small self-contained HTML document for a shul's own
// website (no React, no app bundle). Text goes through hono/html's escaping template, so
// nothing from a listing can break out of its element, and loses control and text-direction
// override characters, so a stored or imported row cannot make it read other than it is (the
// forms refuse them; older rows and imports did not pass the forms). The only script is the
// inline resize notice, allowed by the page's own CSP nonce.
import { html, raw } from 'hono/html';
import type { Tefillah } from '#domain/enums.ts';
import { TEFILLOT } from '#domain/enums.ts';
import { withoutForbiddenCharacters as shown } from '#contract/fields.ts';
import type { ScheduleResponse, ScheduleZman } from '#contract/schedule.ts';
import { weekdayOf } from '../minyanim/clock.ts';

export type EmbedLang = 'en' | 'he';

const WORDS = {
  en: {
    dir: 'ltr',
    days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Shabbat'],
    tefillot: { shacharit: 'Shacharit', mincha: 'Mincha', maariv: 'Maariv' } as Record<Tefillah, string>,
    week: 'This week',
    today: 'Today’s zmanim',
    zmanim: { sunrise: 'Sunrise', sofZmanShma: 'Latest Shema', chatzot: 'Midday', sunset: 'Sunset', tzeit85deg: 'Nightfall' } as Partial<
      Record<ScheduleZman, string>
    >,
    none: 'No minyan times are listed yet.',
    osm: 'As published on OpenStreetMap:',
    stale: 'These times may be out of date.',
    link: 'Full listing on Shul Finder',
    noPlace: 'Times cannot be computed for this listing yet.',
  },
  he: {
    dir: 'rtl',
    days: ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'],
    tefillot: { shacharit: 'שחרית', mincha: 'מנחה', maariv: 'ערבית' } as Record<Tefillah, string>,
    week: 'השבוע',
    today: 'זמני היום',
    zmanim: { sunrise: 'הנץ החמה', sofZmanShma: 'סוף זמן ק״ש', chatzot: 'חצות', sunset: 'שקיעה', tzeit85deg: 'צאת הכוכבים' } as Partial<
      Record<ScheduleZman, string>
    >,
    none: 'עדיין לא פורסמו זמני תפילה.',
    osm: 'כפי שפורסם ב־OpenStreetMap:',
    stale: 'ייתכן שהזמנים אינם מעודכנים.',
    link: 'הדף המלא ב־Shul Finder',
    noPlace: 'עדיין לא ניתן לחשב זמנים לבית כנסת זה.',
  },
} as const;

const TWELVE_HOUR = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** 'HH:MM' as the listing page shows it: '7:00 AM' in English; Hebrew keeps the 24-hour clock. */
function clock(hhmm: string, lang: EmbedLang): string {
  if (lang === 'he') return hhmm;
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return TWELVE_HOUR.format(Date.UTC(2000, 0, 1, h, m));
}

const STYLE = `body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1a202c;background:#fff}main{padding:12px}h1{font-size:17px;margin:0 0 2px}h2{font-size:14px;margin:12px 0 4px}p{margin:4px 0}.muted{color:#4a5568;font-size:12px}table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:3px 6px;border-bottom:1px solid #e2e8f0;vertical-align:top}th{font-weight:600}.ann{margin:8px 0;padding:6px 8px;background:#fefcbf;border-radius:4px}.stale{color:#9c4221}dl{display:flex;flex-wrap:wrap;gap:2px 14px;margin:0}dt{font-weight:600}dd{margin:0}a{color:#1e3a8a}`;

/** The page posts its height to the embedding page (a number only: nothing else leaves the frame). */
const RESIZE = `(function(){function s(){parent.postMessage({type:"shulfinder:height",height:document.documentElement.scrollHeight},"*")}addEventListener("load",s);if(window.ResizeObserver)new ResizeObserver(s).observe(document.body)})();`;

const formatZman = (hhmm: string | null | undefined, lang: EmbedLang) => (hhmm ? clock(hhmm, lang) : '–');

export function renderEmbedPage(s: ScheduleResponse, lang: EmbedLang, nonce: string): string {
  const w = WORDS[lang];
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
      <th scope="row">${w.days[weekdayOf(day.date)]} <span class="muted">${day.date.slice(5).replace('-', '/')}</span></th>
      ${cells.map((c) => html`<td>${c}</td>`)}
    </tr>`;
  });
  const hasMinyanim = s.days.some((d) => d.minyanim.length);
  const body = html`<!doctype html>
    <html lang="${lang}" dir="${w.dir}">
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
          <h1>${shown(s.synagogue.name)}</h1>
          <p class="muted">${shown([s.synagogue.address, s.synagogue.city].filter(Boolean).join(', '))}</p>
          ${s.announcements.map((a) => html`<p class="ann">${shown(a.text)} <span class="muted">${a.startDate} – ${a.endDate}</span></p>`)}
          ${
            s.tzid === null
              ? html`<p>${w.noPlace}</p>`
              : html`<h2>${w.week}</h2>
                  ${
                    hasMinyanim
                      ? html`<table>
                          <thead>
                            <tr>
                              <th></th>
                              ${TEFILLOT.map((t) => html`<th scope="col">${w.tefillot[t]}</th>`)}
                            </tr>
                          </thead>
                          <tbody>
                            ${rows}
                          </tbody>
                        </table>`
                      : html`<p>${w.none}</p>`
                  }`
          }
          ${s.osmServiceTimes ? html`<p>${w.osm} <span dir="ltr">${shown(s.osmServiceTimes)}</span></p>` : ''}
          ${
            today
              ? html`<h2>${w.today}</h2>
                  <dl>
                    ${Object.entries(w.zmanim).map(
                      ([k, label]) =>
                        html`<div>
                          <dt>${label}</dt>
                          <dd>${formatZman(today.zmanim[k as ScheduleZman], lang)}</dd>
                        </div>`,
                    )}
                  </dl>`
              : ''
          }
          ${s.freshness.label ? html`<p class="muted">${shown(s.freshness.label)}</p>` : ''}${s.freshness.label && s.freshness.stale ? html`<p class="stale">${w.stale}</p>` : ''}
          <p><a href="${s.synagogue.url}" target="_blank" rel="noopener">${w.link}</a></p>
        </main>
        <script nonce="${nonce}">
          ${raw(RESIZE)};
        </script>
      </body>
    </html>`;
  return body.toString();
}
