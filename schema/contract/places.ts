// The places API's query schemas and answers (worker/src/routes/places.ts); what a place is, and
// the preset cities, are in #domain/places.ts, which the web app uses without zod.
import { z } from './zod.ts';
import type { Place } from '#domain/places.ts';
import type { Synagogue } from './synagogues.ts';

export const placeSearchQuery = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, { error: 'q is required' }).max(100, { error: 'q must be at most 100 characters' }),
});

export const reverseQuery = z.object({
  lat: z.coerce
    .number({ error: 'lat must be a number' })
    .min(-90, { error: 'lat must be between -90 and 90' })
    .max(90, { error: 'lat must be between -90 and 90' }),
  lng: z.coerce
    .number({ error: 'lng must be a number' })
    .min(-180, { error: 'lng must be between -180 and 180' })
    .max(180, { error: 'lng must be between -180 and 180' }),
});

/** What `/api/places/resolve` answers: the best place, and the others of that name worth offering. */
export interface ResolvedPlace extends Place {
  /** Other places the text names as well (London, Ontario for 'London'); empty when it is clear. */
  choices: Place[];
}

/** What `/api/places/search` answers: the place a directory search names, and the listings near it. */
export interface PlaceSearch {
  /** The place the text names; null when it names none, or when enough listings match it as text. */
  place: Place | null;
  /** Active listings within 50 km of the place, nearest first, each with its distance. */
  listings: Synagogue[];
}
