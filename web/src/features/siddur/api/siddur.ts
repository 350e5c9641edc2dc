// The siddur's reads: a service's table of contents, its parts in batches, today's changes and
// the daily learning.
import type { InferRequestType } from 'hono/client';
import type { Nusach, Service } from '#contract/siddur.ts';
import { client, read } from '#web-lib/client.ts';
import { loadTextStore } from '../../offline/device.ts';
import { withDeviceCopy } from '../../offline/deviceCopy.ts';

const texts = client.api.texts;

/** The query of GET /api/texts/today. */
export type TodayQuery = InferRequestType<typeof texts.today.$get>['query'];

/** A service's contents and its parts are kept on the device as they are read, and read from it offline (offline/texts.ts). */
export const toc = (nusach: Nusach, service: Service) =>
  withDeviceCopy(read(texts.siddur[':nusach'][':service'], { param: { nusach, service } }), {
    keep: async (answer) => (await loadTextStore()).keepSiddurToc(answer),
    load: async () => (await loadTextStore()).keptSiddurToc(nusach, service),
  });
export const partsBatch = (nusach: Nusach, service: Service, refs: readonly string[]) =>
  withDeviceCopy(read(texts['siddur-parts'], { query: { nusach, service, refs: refs.join('|') } }), {
    keep: async (answer) => (await loadTextStore()).keepSiddurParts(service, answer),
    load: async () => (await loadTextStore()).keptSiddurParts(nusach, service, refs),
  });
export const today = (query: TodayQuery) => read(texts.today, { query });
export const learning = (date: string) => read(texts.learning, { query: { date } });
