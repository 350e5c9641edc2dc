// /embed.js: what a shul pastes into its site, `<script src="https://…/embed.js" data-shul="42"
// async></script>` (optional `data-lang="he"`, or fr, es, ru; a regional tag such as "fr-CA" reads
// as its language). It inserts the listing's embed page as an iframe after itself, titled in
// that language, and sizes it to the page's height, taking height messages only from that frame
// and from this script's own origin.
import { DEFAULT_LOCALE, LOCALES } from '#domain/languages.ts';
import { translator } from '../../i18n/translate.ts';

/** The iframe's accessible name in each language, unless the page gives its own (`data-title`). */
const FRAME_TITLES = Object.fromEntries(LOCALES.map((locale) => [locale, translator(locale)('embed.frameTitle')]));

export const EMBED_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script) return;
  var id = script.getAttribute('data-shul');
  if (!id || !/^[0-9]+$/.test(id)) return;
  var origin = new URL(script.src).origin;
  var titles = ${JSON.stringify(FRAME_TITLES)};
  var lang = (script.getAttribute('data-lang') || '').toLowerCase().split('-')[0];
  if (!Object.prototype.hasOwnProperty.call(titles, lang)) lang = '${DEFAULT_LOCALE}';
  var frame = document.createElement('iframe');
  frame.src = origin + '/embed/shul/' + id + (lang === '${DEFAULT_LOCALE}' ? '' : '?lang=' + lang);
  frame.title = script.getAttribute('data-title') || titles[lang];
  frame.loading = 'lazy';
  frame.style.cssText = 'width:100%;max-width:640px;border:0;height:420px;display:block';
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== 'shulfinder:height' || typeof data.height !== 'number') return;
    frame.style.height = Math.max(80, Math.min(4000, Math.ceil(data.height))) + 'px';
  });
})();
`;
