import { z } from './zod.ts';

/** At most this many bytes of JSON: enough for a week of opening times, too little to abuse. */
export const OPENING_HOURS_MAX_BYTES = 2048;

/**
 * A listing's opening hours (`openingHours`, json): an OpenStreetMap `opening_hours`
 * string ('Mo-Fr 07:00-09:00; Sa 09:00-12:00', as the import brings them), or a small object of
 * labels to hours ({ "Sunday": "9:00-13:00" }); null or missing for none. Anything else, or more
 * than OPENING_HOURS_MAX_BYTES of JSON, is refused.
 */
export const openingHours = z
  .union(
    [
      z.string().trim().max(500),
      z.record(z.string().trim().min(1).max(40), z.string().trim().max(200)).refine((o) => Object.keys(o).length <= 14, {
        error: 'openingHours may name at most 14 days or periods',
      }),
      z.null(),
    ],
    { error: 'openingHours must be text such as "Mo-Fr 07:00-09:00" or an object of day → hours' },
  )
  .refine((v) => JSON.stringify(v ?? null).length <= OPENING_HOURS_MAX_BYTES, {
    error: `openingHours must be at most ${OPENING_HOURS_MAX_BYTES} bytes`,
  })
  .transform((v) => (v === '' ? null : v));
export type OpeningHours = z.output<typeof openingHours>;
