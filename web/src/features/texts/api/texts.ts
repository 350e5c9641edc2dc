// The text pages' reads (siddur sections, the week's parashas and readings, psalms, passages).
import type { SiddurSection } from '#contract/texts.ts';
import { client, read } from '#web-lib/client.ts';
import { loadTextStore } from '../../offline/device.ts';
import { withDeviceCopy } from '../../offline/deviceCopy.ts';

const texts = client.api.texts;

export const siddurSection = (section: SiddurSection) => read(texts.siddur[':section'], { param: { section } });
/** The list of portions is computed on the device offline (the same module the API answers with, loaded only then). */
export const parashas = (date: string) =>
  withDeviceCopy(read(texts.parashas, { query: { date } }), {
    load: async () => (await import('#domain/parashas.ts')).parashaList(date, false),
  });
/** Readings and psalms opened are kept on the device with their credits, and read from it offline (offline/texts.ts). */
export const reading = (parsha: string) =>
  withDeviceCopy(read(texts.reading, { query: { parsha } }), {
    keep: async (answer) => {
      const store = await loadTextStore();
      await store.keepText(store.PARSHA_GROUP, store.readingKey(parsha), answer);
    },
    load: async () => {
      const store = await loadTextStore();
      return store.keptText(store.readingKey(parsha));
    },
  });
export const psalm = (n: number) =>
  withDeviceCopy(read(texts.tehillim[':n'], { param: { n: String(n) } }), {
    keep: async (answer) => {
      const store = await loadTextStore();
      await store.keepText(store.TEHILLIM_GROUP, store.psalmKey(n), answer);
    },
    load: async () => {
      const store = await loadTextStore();
      return store.keptText(store.psalmKey(n));
    },
  });
export const passage = (ref: string) => read(texts.passage, { query: { ref } });
