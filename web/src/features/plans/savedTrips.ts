// Trips saved to the account (GET, POST /api/account/trips; DELETE …/:id), and the conversions
// between a saved trip and the planner's draft stops. Only the stops, their places' names and the
// trip's name are saved; the shareable link (tripStore.ts) never carries the name.
import type { SavedTrip, SavedTripInput } from '#contract/saved-trips.ts';
import { answer, client, read } from '#web-lib/client.ts';
import { toTripPlace } from './places.ts';
import type { DraftStop } from './tripStore.ts';

const trips = client.api.account.trips;

export const savedTrips = () => read(trips, {});
export const saveTrip = (input: SavedTripInput) => answer(trips.$post({ json: input }));
export const deleteSavedTrip = (id: number) => trips[':id{[0-9]+}'].$delete({ param: { id: String(id) } });

/** The stops to save: the complete ones, each with its place's name as the page shows it. */
export function toSavedStops(stops: DraftStop[]): SavedTripInput['stops'] {
  return stops.flatMap((s) =>
    s.place && s.from && s.to ? [{ place: toTripPlace(s.place), label: s.place.label, from: s.from, to: s.to }] : [],
  );
}

/** A saved trip's stops as the planner holds them. */
export function toDraftStops(trip: SavedTrip): DraftStop[] {
  return trip.stops.map(({ place, label, from, to }) => ({
    place:
      typeof place === 'number'
        ? { label: label ?? String(place), geonameid: place, latitude: 0, longitude: 0 }
        : { label: label ?? `${place.latitude}, ${place.longitude}`, ...place },
    from,
    to,
  }));
}

/** What a saved trip is called in the list: its name, or its places in order. */
export const tripTitle = (trip: SavedTrip) =>
  trip.name ??
  trip.stops
    .map((s) => s.label ?? (typeof s.place === 'number' ? String(s.place) : `${s.place.latitude}, ${s.place.longitude}`))
    .join(' → ');
