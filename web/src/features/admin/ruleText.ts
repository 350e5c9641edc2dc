// A minyan rule in words, in the page's language: its days ('Mon–Fri', 'Shabbat') and its time
// ('7:00 AM', 'Sunset − 15 min'). The codes (`erev_shabbat`, `tzeit85deg`) become their words
// from the codes catalog; the schedule's shape follows schema/domain/minyan-format.ts.
import { WEEKDAYS, type MinyanDay } from '#domain/enums.ts';
import { ZMANIM_KEYS } from '#domain/zmanim-keys.ts';
import { codeWord, isCode } from '../../i18n/codes.ts';
import type { Formatters } from '../../i18n/format.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';

/** ['sun','mon',…,'thu'] → 'Sun–Thu'; runs of weekdays joined with a dash, day classes by name. */
export function daysText(t: Translate, days: readonly MinyanDay[]): string {
  const on = WEEKDAYS.map((d) => days.includes(d));
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    if (!on[i]) continue;
    let j = i;
    while (j + 1 < 7 && on[j + 1]) j++;
    const first = codeWord(t, 'day', WEEKDAYS[i]!);
    const last = codeWord(t, 'day', WEEKDAYS[j]!);
    parts.push(j === i ? first : j === i + 1 ? t('admin.rule.twoDays', { first, last }) : t('admin.rule.dayRange', { first, last }));
    i = j;
  }
  for (const d of days) if (!(WEEKDAYS as readonly string[]).includes(d)) parts.push(codeWord(t, 'day', d));
  return parts.join(t('admin.rule.listSeparator'));
}

/** A fixed time in the page's clock ('7:00 AM', '07:00'), or a zman with its offset ('Sunset − 15 min'). */
export function ruleTimeText(
  t: Translate,
  format: Formatters,
  rule: { time: string | null; zman: string | null; offsetMinutes: number },
): string {
  if (rule.time) return format.clock(rule.time);
  if (!rule.zman) return t('admin.rule.noMinyan');
  // A zman this version does not know (stored by a newer one) shows as stored rather than not at all.
  const zman = isCode(ZMANIM_KEYS, rule.zman) ? codeWord(t, 'zman', rule.zman) : rule.zman;
  if (rule.offsetMinutes === 0) return zman;
  return t(rule.offsetMinutes < 0 ? 'admin.rule.beforeZman' : 'admin.rule.afterZman', { zman, minutes: Math.abs(rule.offsetMinutes) });
}
