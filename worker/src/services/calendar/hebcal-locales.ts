// The names @hebcal/core gives holidays, parashiyot, candle lighting and Hebrew months, in the
// site's languages. French, Spanish and Russian come from @hebcal/locales; Hebrew is built in.
// The locales are registered here on @hebcal/core's own Locale: @hebcal/locales' side-effect
// modules ('@hebcal/locales/fr') register into their own copy of @hebcal/hdate, which
// @hebcal/core never reads.
import { Locale, type HDate } from '@hebcal/core';
import es from '@hebcal/locales/es.po';
import fr from '@hebcal/locales/fr.po';
import ru from '@hebcal/locales/ru.po';
import type { Locale as Language } from '#domain/languages.ts';

Locale.addLocale('fr', fr);
Locale.addLocale('es', es);
Locale.addLocale('ru', ru);

/** Hebcal's locale for each language: Hebrew without vowel points, as the rest of the site writes it. */
export const HEBCAL_LOCALE: Record<Language, string> = { en: 'en', he: 'he-x-NoNikud', fr: 'fr', es: 'es', ru: 'ru' };

/** A phrase of Hebcal's ('Candle lighting', 'Kislev') in a language; the English itself where Hebcal has none. */
export const hebcalText = (text: string, lang: Language) => Locale.gettext(text, HEBCAL_LOCALE[lang]);

/** The Hebrew month's name in a language: 'Kislev', 'Kislav', 'Кислев', 'כסלו'. */
export const monthName = (hd: HDate, lang: Language) => hebcalText(hd.getMonthName(), lang);

/** A Hebrew date in a language: '11 Kislev 5787'; in Hebrew, in Hebrew letters: 'י״א כסלו תשפ״ז'. */
export const renderHebrewDate = (hd: HDate, lang: Language) =>
  lang === 'en' ? hd.toString() : lang === 'he' ? hd.renderGematriya(true) : `${hd.getDate()} ${monthName(hd, lang)} ${hd.getFullYear()}`;
