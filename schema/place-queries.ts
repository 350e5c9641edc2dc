// The places API's query schemas (worker/src/routes/places.ts), apart from places.ts so that the
// web app can use the preset cities without zod.
import { z } from './zod.ts';

export const placeSearchQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, { error: 'q is required' })
    .max(100, { error: 'q must be at most 100 characters' }),
});

export const reverseQuery = z.object({
  lat: z.coerce.number({ error: 'lat must be a number' }).min(-90, { error: 'lat must be between -90 and 90' }).max(90, { error: 'lat must be between -90 and 90' }),
  lng: z.coerce
    .number({ error: 'lng must be a number' })
    .min(-180, { error: 'lng must be between -180 and 180' })
    .max(180, { error: 'lng must be between -180 and 180' }),
});
