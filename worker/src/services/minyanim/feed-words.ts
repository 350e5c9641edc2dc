// The words of the minyan calendar feed in one language (the `feeds` catalogs): prayer names as the
// glossary gives them, zmanim, days and a rule's time. The English words are the ones the listing
// page shows (#domain/minyan-format), and English times keep its 12-hour clock.
import { WEEKDAYS, type MinyanDay, type Tefillah } from '#domain/enums.ts';
import type { Locale } from '#domain/languages.ts';
import { formatClock } from '#domain/minyan-format.ts';
import type { ZmanKey } from '#domain/zmanim-keys.ts';
import { translator, type Translate } from '../../i18n/translate.ts';

export interface FeedWords {
  t: Translate;
  tefillah: (tefillah: Tefillah) => string;
  /** A rule's time: '7:00 AM' (or '07:00'), 'Sunset − 15 min'. */
  time: (m: { time: string | null; zman: string | null; offsetMinutes: number }) => string;
  /** ['sun',…,'thu'] → 'Sun–Thu' in the language. */
  days: (days: readonly MinyanDay[]) => string;
}

export function feedWords(locale: Locale): FeedWords {
  const t = translator(locale);
  const day = (d: MinyanDay) => t(`feeds.day.${d}`);
  return {
    t,
    tefillah: (tefillah) => t(`feeds.tefillah.${tefillah}`),
    // Every language but English reads the 24-hour clock.
    time: (m) => {
      if (m.time) return locale === 'en' ? formatClock(m.time) : m.time;
      if (!m.zman) return t('feeds.noMinyan');
      const zman = t(`feeds.zman.${m.zman as ZmanKey}`);
      if (m.offsetMinutes === 0) return zman;
      return t(m.offsetMinutes < 0 ? 'feeds.zmanBefore' : 'feeds.zmanAfter', { zman, minutes: Math.abs(m.offsetMinutes) });
    },
    days: (days) => {
      const weekdays = WEEKDAYS.map((d) => days.includes(d));
      const parts: string[] = [];
      for (let i = 0; i < 7; i++) {
        if (!weekdays[i]) continue;
        let j = i;
        while (j + 1 < 7 && weekdays[j + 1]) j++;
        const first = day(WEEKDAYS[i]!);
        const last = day(WEEKDAYS[j]!);
        parts.push(j === i ? first : j === i + 1 ? `${first}, ${last}` : `${first}–${last}`);
        i = j;
      }
      for (const d of days) if (!(WEEKDAYS as readonly string[]).includes(d)) parts.push(day(d));
      return parts.join(', ');
    },
  };
}
