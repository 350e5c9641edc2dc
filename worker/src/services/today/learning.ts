// The daily learning cycles from @hebcal/learning (Daf Yomi, Mishna Yomi, Nach Yomi, one chapter
// of Rambam) and Tehillim by the monthly and weekly cycles. Each item carries the Sefaria ref
// that opens it in the app; @hebcal/learning names it by its Sefaria URL.
import { DailyLearning, HDate } from '@hebcal/core';
import { dailyPsalms } from '@hebcal/learning';
import type { LearningItem, LearningKey, LearningResponse } from '#contract/siddur.ts';

const CYCLES: { key: LearningKey; label: string }[] = [
  { key: 'dafYomi', label: 'Daf Yomi' },
  { key: 'mishnaYomi', label: 'Mishna Yomi' },
  { key: 'nachYomi', label: 'Nach Yomi' },
  { key: 'rambam1', label: 'Daily Rambam' },
];

/**
 * The weekly cycle of Tehillim, one portion for each day from Sunday (the customary division, as
 * printed in siddurim); not in @hebcal/learning, which has the monthly one.
 */
const WEEKLY_PSALMS: readonly [number, number][] = [
  [1, 29],
  [30, 50],
  [51, 72],
  [73, 89],
  [90, 106],
  [107, 119],
  [120, 150],
];

const range = ([from, to]: readonly [number, number]) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** "https://www.sefaria.org/Mishnah_Negaim.3.3-4?lang=bi" → "Mishnah Negaim 3:3-4". */
export function refOfSefariaUrl(url: string, key: LearningKey): string {
  const path = decodeURIComponent(new URL(url).pathname.slice(1)).replace(/_/g, ' ');
  const [book = '', ...sections] = path.split('.');
  const ref = sections.length ? `${book} ${sections.join(':')}` : book;
  // A daf is both its sides: "Arakhin 7a" → "Arakhin 7a-7b".
  return key === 'dafYomi' ? ref.replace(/^(.*\D)(\d+)a$/, '$1$2a-$2b') : ref;
}

export function dailyLearning(date: string): LearningResponse {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const civil = new Date(y, m - 1, d);
  const hd = new HDate(civil);
  const items: LearningItem[] = [];
  for (const cycle of CYCLES) {
    const event = DailyLearning.lookup(cycle.key, hd, false);
    const url = event?.url();
    if (!event || !url) continue;
    const title = event.render('en').replace(/^Daf Yomi: /, '');
    items.push({ key: cycle.key, label: cycle.label, title, ref: refOfSefariaUrl(url, cycle.key) });
  }
  const monthly = dailyPsalms(hd);
  const weekly = WEEKLY_PSALMS[civil.getDay()] ?? WEEKLY_PSALMS[0]!;
  return {
    date,
    items,
    psalms: {
      monthly: monthly ? range([Number.parseInt(String(monthly[0]), 10), Number.parseInt(String(monthly[1]), 10)]) : [],
      weekly: range(weekly),
    },
  };
}
