// The text pages' reads (siddur sections, the week's parashas and readings, psalms, passages).
import type { SiddurSection } from '#contract/texts.ts';
import { client, read } from '#web-lib/client.ts';

const texts = client.api.texts;

export const siddurSection = (section: SiddurSection) => read(texts.siddur[':section'], { param: { section } });
export const parashas = (date: string) => read(texts.parashas, { query: { date } });
export const reading = (parsha: string) => read(texts.reading, { query: { parsha } });
export const psalm = (n: number) => read(texts.tehillim[':n'], { param: { n: String(n) } });
export const passage = (ref: string) => read(texts.passage, { query: { ref } });
