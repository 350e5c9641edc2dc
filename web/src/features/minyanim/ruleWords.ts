// A minyan rule in words, in the page's language: 'Sun–Thu', 'Sunset − 15 min', 'On November 3,
// 2026 only'. The English-only describeDays/describeTime of #domain/minyan-format.ts stay for the
// calendar feed and the embed, which the Worker writes.
import { useMemo } from 'react';
import { WEEKDAYS, type MinyanDay } from '#domain/enums.ts';
import type { Locale } from '#domain/languages.ts';
import { ZMANIM_KEYS, type ZmanKey } from '#domain/zmanim-keys.ts';
import { useFormat, type Formatters } from '../../i18n/format.ts';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider.tsx';
import { longDateLabel } from './format.ts';

export interface RuleTiming {
  time: string | null;
  zman: string | null;
  offsetMinutes: number;
}

export interface RuleDates {
  date: string | null;
  validFrom: string | null;
  validUntil: string | null;
}

/** The catalogs' list separator: a comma in all five languages. */
const LIST_SEPARATOR = ', ';

export interface RuleWords {
  /** ['sun','mon',…,'thu'] → 'Sun–Thu'; runs of three or more weekdays joined by a dash, classes by name. */
  days(days: readonly MinyanDay[]): string;
  /** `sunset`, -15 → 'Sunset − 15 min'; a fixed time → '7:00 AM' ('07:00'); neither → 'No minyan'. */
  time(rule: RuleTiming): string;
  /** A zman's name. */
  zman(zman: ZmanKey): string;
  /** 'On November 3, 2026 only' for a dated exception, else the days. */
  when(rule: RuleDates & { days: readonly MinyanDay[] }): string;
  /** 'from … until …', 'from …', 'until …', or '' without dates. */
  validity(rule: RuleDates): string;
  /** A civil date ('2026-11-03') written out. */
  date(date: string): string;
}

export function ruleWords(t: Translate, format: Pick<Formatters, 'clock'>, locale: Locale): RuleWords {
  const date = (d: string) => longDateLabel(d, locale);
  const zman = (z: ZmanKey) => t(`minyanim.zman.${z}`);
  const days = (list: readonly MinyanDay[]) => {
    const on = WEEKDAYS.map((d) => list.includes(d));
    const parts: string[] = [];
    for (let i = 0; i < 7; i++) {
      if (!on[i]) continue;
      let j = i;
      while (j + 1 < 7 && on[j + 1]) j++;
      const first = t(`minyanim.day.${WEEKDAYS[i]!}`);
      const last = t(`minyanim.day.${WEEKDAYS[j]!}`);
      parts.push(j === i ? first : j === i + 1 ? `${first}${LIST_SEPARATOR}${last}` : `${first}–${last}`);
      i = j;
    }
    for (const d of list) if (!(WEEKDAYS as readonly string[]).includes(d)) parts.push(t(`minyanim.day.${d}`));
    return parts.join(LIST_SEPARATOR);
  };
  return {
    date,
    zman,
    days,
    time: (rule) => {
      if (rule.time) return format.clock(rule.time);
      if (!rule.zman) return t('minyanim.rule.noMinyan');
      // A zman the catalogs do not name (none today) is shown by its key rather than failing.
      const name = isZmanKey(rule.zman) ? zman(rule.zman) : rule.zman;
      if (rule.offsetMinutes === 0) return name;
      const values = { zman: name, minutes: Math.abs(rule.offsetMinutes) };
      return rule.offsetMinutes < 0 ? t('minyanim.rule.before', values) : t('minyanim.rule.after', values);
    },
    when: (rule) => (rule.date ? t('minyanim.rule.onDate', { date: date(rule.date) }) : days(rule.days)),
    validity: ({ validFrom, validUntil }) =>
      validFrom && validUntil
        ? t('minyanim.rule.validBetween', { from: date(validFrom), until: date(validUntil) })
        : validFrom
          ? t('minyanim.rule.validFrom', { from: date(validFrom) })
          : validUntil
            ? t('minyanim.rule.validUntil', { until: date(validUntil) })
            : '',
  };
}

const isZmanKey = (key: string): key is ZmanKey => (ZMANIM_KEYS as readonly string[]).includes(key);

/** The rule words of the page's language. */
export function useRuleWords(): RuleWords {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  return useMemo(() => ruleWords(t, format, locale), [t, format, locale]);
}
