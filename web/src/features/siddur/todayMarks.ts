// Where today's changes fall in a service: each insert and omission of /api/texts/today is
// matched to the parts of the table of contents it changes, by their titles in Sefaria's three
// siddurim (an Amidah that is one part, as in Siddur Sefard, takes every Amidah change). Parts
// that today adds (Hallel, Musaf) are placed by planService and carry their insert.
import type { PlannedPart } from '../../../../schema/siddur-plan.ts';
import type { InsertKey, OmissionKey, SiddurPart, TodayInsert, TodayOmission, TodayResponse } from '../../../../schema/siddur.ts';

const AMIDAH = /^(Amidah|Amida)$/;
/** Birkat HaMazon is one part in each book; Ya'aleh VeYavo and Al HaNissim are said in it too. */
const BIRKAT_HAMAZON = /^(Birkat HaMazon|Birchat HaMazon|Post Meal Blessing)$/;
const IN_BIRKAT_HAMAZON: ReadonlySet<InsertKey> = new Set(['yaaleh_veyavo', 'al_hanissim']);
const INSERT_PARTS: Partial<Record<InsertKey, RegExp>> = {
  mashiv_haruach: /^(Divine Might|Gevurot)$/,
  morid_hatal: /^(Divine Might|Gevurot)$/,
  aseret_yemei_teshuva: /^(Patriarchs|Holiness of God|Kingdom of David|Thanksgiving|Peace)$/,
  vten_tal_umatar: /^Prosperity$/,
  vten_bracha: /^Prosperity$/,
  aneinu: /^Response to Prayer$/,
  yaaleh_veyavo: /^Temple Service$/,
  al_hanissim: /^Thanksgiving$/,
  avinu_malkeinu: /^Avinu Malk/,
  sefirat_haomer: /^(Sefirat HaOmer|Counting of the Omer)$/,
};
/** Inserts that are said every day in some form are marked only when they name a season's change. */
const EVERYDAY: ReadonlySet<InsertKey> = new Set(['mashiv_haruach', 'morid_hatal', 'vten_tal_umatar', 'vten_bracha']);

const OMISSION_PARTS: Record<OmissionKey, (part: SiddurPart) => boolean> = {
  tachanun: (p) => p.title === 'Tachanun' || p.heading.includes('Tachanun') || p.title === 'Vidui' || p.title === 'Vidui and 13 Middot',
  lamenatzeach: (p) => /^Lamenatze/.test(p.title),
  avinu_malkeinu: (p) => /^Avinu Malk/.test(p.title),
};

export interface PartMarks {
  added: TodayInsert[];
  /** What is not said today, and why: the part is collapsed. */
  removed: Pick<TodayOmission, 'label' | 'reason'>[];
}

export function marksFor(part: PlannedPart, today: TodayResponse | undefined): PartMarks {
  if (part.addedBy) return { added: [part.addedBy], removed: [] };
  if (!today) return { added: [], removed: [] };
  const added = today.inserts.filter((insert) => {
    const pattern = INSERT_PARTS[insert.key];
    if (!pattern || EVERYDAY.has(insert.key)) return false;
    if (BIRKAT_HAMAZON.test(part.title)) return IN_BIRKAT_HAMAZON.has(insert.key);
    return pattern.test(part.title) || (AMIDAH.test(part.title) && insert.key !== 'avinu_malkeinu' && insert.key !== 'sefirat_haomer');
  });
  const removed: PartMarks['removed'] = today.omissions.filter((o) => OMISSION_PARTS[o.key](part));
  // Avinu Malkeinu is not said on ordinary days: collapsed unless today adds it.
  if (/^Avinu Malk/.test(part.title) && !added.some((a) => a.key === 'avinu_malkeinu') && !removed.length) {
    removed.push({ label: 'Avinu Malkeinu', reason: 'Said only on fast days and in the Ten Days of Repentance' });
  }
  // The Omer is counted only in its season.
  if (/^(Sefirat HaOmer|Counting of the Omer)$/.test(part.title) && !added.length) {
    removed.push({ label: 'Sefirat HaOmer', reason: 'Counted only from the second night of Pesach to Shavuot' });
  }
  return { added, removed };
}
