// The siddur's reads: a service's table of contents, its parts in batches, today's changes and
// the daily learning.
import type { InferRequestType } from 'hono/client';
import type { Nusach, Service } from '#contract/siddur.ts';
import { client, read } from '#web-lib/client.ts';

const texts = client.api.texts;

/** The query of GET /api/texts/today. */
export type TodayQuery = InferRequestType<typeof texts.today.$get>['query'];

export const toc = (nusach: Nusach, service: Service) => read(texts.siddur[':nusach'][':service'], { param: { nusach, service } });
export const partsBatch = (nusach: Nusach, service: Service, refs: readonly string[]) =>
  read(texts['siddur-parts'], { query: { nusach, service, refs: refs.join('|') } });
export const today = (query: TodayQuery) => read(texts.today, { query });
export const learning = (date: string) => read(texts.learning, { query: { date } });
