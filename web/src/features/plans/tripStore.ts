// Where a trip lives: on the device (localStorage) with its places' names, and in a shareable
// address that holds only the stops (`stop=place~from~to`, schema/contract/trips.ts).
import type { TripStop } from '#contract/trips.ts';
import { stopFromParam, stopToParam } from '#domain/trip-stops.ts';
import type { ChosenPlace } from './places.ts';
import { toTripPlace } from './places.ts';

export interface DraftStop {
  place: ChosenPlace | null;
  from: string;
  to: string;
}

const STORAGE_KEY = 'shul-finder:trip';

export const emptyStop = (): DraftStop => ({ place: null, from: '', to: '' });

export function loadTrip(): DraftStop[] | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const stops = raw ? (JSON.parse(raw) as DraftStop[]) : null;
    return Array.isArray(stops) && stops.length ? stops : null;
  } catch {
    return null;
  }
}

export function storeTrip(stops: DraftStop[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stops));
  } catch {
    // Storage full or refused (private browsing): the trip stays on the page only.
  }
}

export const isComplete = (s: DraftStop): s is DraftStop & { place: ChosenPlace } => s.place !== null && s.from !== '' && s.to !== '';

export const toStop = (s: DraftStop & { place: ChosenPlace }): TripStop => ({ place: toTripPlace(s.place), from: s.from, to: s.to });

/** The shareable query of complete stops. */
export function shareQuery(stops: TripStop[]): string {
  const params = new URLSearchParams();
  for (const s of stops) params.append('stop', stopToParam(s));
  return params.toString();
}

/**
 * Stops from a shared address (those that read as stops); the names come back with the plan. The
 * stops' schema (with zod) loads only when the address names stops.
 */
export async function stopsFromQuery(params: URLSearchParams): Promise<DraftStop[] | null> {
  const shared = params.getAll('stop');
  if (!shared.length) return null;
  const { tripStop } = await import('#contract/trips.ts');
  const stops = shared.map((p) => tripStop.safeParse(stopFromParam(p))).flatMap((r) => (r.success ? [r.data] : []));
  if (!stops.length) return null;
  return stops.map(({ place, from, to }) => ({
    place:
      typeof place === 'number'
        ? { label: String(place), geonameid: place, latitude: 0, longitude: 0 }
        : { label: `${place.latitude}, ${place.longitude}`, ...place },
    from,
    to,
  }));
}
