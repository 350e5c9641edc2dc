// A portion's readings as Sefaria refs, on top of the shared list of the 54 portions
// (#domain/parashas.ts), which the API's list and the web app's prerendered page both use.
import { getLeyningForParsha, type Aliyah } from '@hebcal/leyning';
import type { Parasha } from '#contract/texts.ts';
import { PARASHAS } from '#domain/parashas.ts';

/** One passage as a Sefaria ref: "Isaiah 55:6-56:8", "Isaiah 29:22-23", "Jeremiah 3:4". */
export function passageRef(a: Aliyah): string {
  if (a.b === a.e) return `${a.k} ${a.b}`;
  const [bc] = a.b.split(':');
  const [ec, ev] = a.e.split(':');
  return `${a.k} ${a.b}-${bc === ec ? ev : a.e}`;
}

interface ParashaReadings {
  parasha: Parasha;
  /** The Haftarah as Sefaria refs: several for a Haftarah read in parts. */
  haftarahRefs: string[];
}

function readingsOf(parasha: Parasha): ParashaReadings {
  const { haft } = getLeyningForParsha(parasha.name);
  return { parasha, haftarahRefs: (Array.isArray(haft) ? haft : [haft]).map(passageRef) };
}

/** All 54 with their Haftarah refs, built once per isolate. */
const READINGS: readonly ParashaReadings[] = PARASHAS.map(readingsOf);

/** The portion named `name` (case and punctuation insensitive: "vayetzei", "Lech Lecha"). */
export function findParasha(name: string): ParashaReadings | undefined {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const wanted = key(name);
  return READINGS.find((r) => key(r.parasha.name) === wanted);
}
