// Where today's changes fall in a service: each insert and omission of /api/texts/today is
// matched to the parts of the table of contents it changes, by their titles in Sefaria's three
// siddurim (an Amidah that is one part, as in Siddur Sefard, takes every Amidah change). Parts
// that today adds (Hallel, Musaf) are placed by planService and carry their insert. What the page
// adds in its own words (half Hallel's verses, why a part is collapsed) comes from the `siddur`
// catalogs; the inserts' own labels and reasons come in the page's language from the API.
import type { PlannedPart } from '#domain/siddur-plan.ts';
import type { InsertKey, OmissionKey, SiddurPart, TodayInsert, TodayOmission, TodayResponse } from '#contract/siddur.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';

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

/**
 * The opening verses a part leaves out today (half Hallel), and why: the reader sees them
 * collapsed, and the rest of the part as usual.
 */
export interface SkippedVerses {
  label: string;
  reason: string;
  /** How many of the part's first segments are left out, when its segments are its verses. */
  verses: number;
  /** The psalm's verse count: a text with as many segments is split at `verses`. */
  of: number;
}

export interface PartMarks {
  added: TodayInsert[];
  /** What is not said today, and why: the part is collapsed. */
  removed: Pick<TodayOmission, 'label' | 'reason'>[];
  /** Half Hallel: the verses of the part not said today. */
  skipped?: SkippedVerses;
  /** Half Hallel in a book whose Hallel is one part: what to leave out, said in words. */
  note?: string;
}

/**
 * Half Hallel leaves out the first 11 verses of Psalm 115 ("Lo lanu") and of Psalm 116 ("Ahavti");
 * each psalm's verse count lets the page split a part whose segments are its verses.
 */
const HALF_HALLEL_SKIPS: Record<string, { label: MessageId; verses: number; of: number }> = {
  'Psalm 115': { label: 'siddur.marks.halfHallel115', verses: 11, of: 18 },
  'Psalm 116': { label: 'siddur.marks.halfHallel116', verses: 11, of: 19 },
};
/** A book whose Hallel is one part (Siddur Sefard, Edot HaMizrach). */
const WHOLE_HALLEL = /^Hallel$/;

function halfHallel(part: PlannedPart, insert: TodayInsert, t: Translate): Pick<PartMarks, 'skipped' | 'note'> {
  const skip = HALF_HALLEL_SKIPS[part.title];
  if (skip)
    return {
      skipped: {
        label: t(skip.label),
        verses: skip.verses,
        of: skip.of,
        reason: t('siddur.marks.halfHallelReason', { reason: insert.reason }),
      },
    };
  return WHOLE_HALLEL.test(part.title) ? { note: t('siddur.marks.halfHallelNote') } : {};
}

/**
 * Musaf of Shabbat Rosh Chodesh: Siddur Ashkenaz's Shabbat Musaf holds both middle blessings
 * (Amidah › Sanctity of the Day › For Shabbat, For Shabbat Rosh Chodesh); the day says one.
 */
const SANCTITY_OF_THE_DAY = 'Sanctity of the Day';
export const SHABBAT_ROSH_CHODESH_PART = 'For Shabbat Rosh Chodesh';

/** The Hebrew day of the month and the month (as ICU names them in English) of a civil date: Intl's Hebrew calendar, no library. */
const HEBREW_DAY = new Intl.DateTimeFormat('en-u-ca-hebrew', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** Rosh Chodesh: the 30th of a month or the 1st of one, but for Rosh Hashana (1 Tishrei). */
function isRoshChodesh(date: string): boolean {
  const parts = HEBREW_DAY.formatToParts(new Date(`${date}T12:00:00Z`));
  const day = Number(parts.find((p) => p.type === 'day')?.value);
  const month = parts.find((p) => p.type === 'month')?.value;
  return day === 30 || (day === 1 && month !== 'Tishri');
}

/** Today's Musaf when it is Shabbat Rosh Chodesh's (from the date: the answer's words are in the page's language). */
export function shabbatRoshChodeshMusaf(today: TodayResponse): TodayInsert | undefined {
  const shabbat = new Date(`${today.date}T12:00:00Z`).getUTCDay() === 6;
  return shabbat && isRoshChodesh(today.date) ? today.inserts.find((i) => i.key === 'musaf') : undefined;
}

function sanctityOfTheDay(part: PlannedPart, today: TodayResponse, t: Translate): PartMarks | null {
  if (!part.heading.includes(SANCTITY_OF_THE_DAY)) return null;
  const roshChodesh = shabbatRoshChodeshMusaf(today);
  if (part.title === SHABBAT_ROSH_CHODESH_PART) {
    return roshChodesh
      ? { added: [roshChodesh], removed: [] }
      : { added: [], removed: [{ label: t('siddur.marks.musafShabbatRoshChodesh'), reason: t('siddur.marks.onlyShabbatRoshChodesh') }] };
  }
  if (part.title === 'For Shabbat' && roshChodesh)
    return {
      added: [],
      removed: [{ label: t('siddur.marks.musafShabbat'), reason: t('siddur.marks.saidInstead', { part: SHABBAT_ROSH_CHODESH_PART }) }],
    };
  return null;
}

/** What today adds to a part and leaves out of it; `t` words what the page says itself. */
export function marksFor(part: PlannedPart, today: TodayResponse | undefined, t: Translate): PartMarks {
  if (part.addedBy)
    return { added: [part.addedBy], removed: [], ...(part.addedBy.key === 'hallel_half' ? halfHallel(part, part.addedBy, t) : {}) };
  if (!today) return { added: [], removed: [] };
  const musafOfTheDay = sanctityOfTheDay(part, today, t);
  if (musafOfTheDay) return musafOfTheDay;
  const added = today.inserts.filter((insert) => {
    const pattern = INSERT_PARTS[insert.key];
    if (!pattern || EVERYDAY.has(insert.key)) return false;
    if (BIRKAT_HAMAZON.test(part.title)) return IN_BIRKAT_HAMAZON.has(insert.key);
    return pattern.test(part.title) || (AMIDAH.test(part.title) && insert.key !== 'avinu_malkeinu' && insert.key !== 'sefirat_haomer');
  });
  const removed: PartMarks['removed'] = today.omissions.filter((o) => OMISSION_PARTS[o.key](part));
  // Avinu Malkeinu is not said on ordinary days: collapsed unless today adds it.
  if (/^Avinu Malk/.test(part.title) && !added.some((a) => a.key === 'avinu_malkeinu') && !removed.length) {
    removed.push({ label: t('siddur.marks.avinuMalkeinu'), reason: t('siddur.marks.onlyFastDays') });
  }
  // The Omer is counted only in its season.
  if (/^(Sefirat HaOmer|Counting of the Omer)$/.test(part.title) && !added.length) {
    removed.push({ label: t('siddur.marks.sefiratHaomer'), reason: t('siddur.marks.onlyOmer') });
  }
  return { added, removed };
}
