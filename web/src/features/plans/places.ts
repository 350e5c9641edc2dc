// A place the planners hold: a gazetteer place (its id and label) or a point.
import type { PlaceRef } from '#contract/kaddish.ts';
import type { TripPlace } from '#contract/trips.ts';

export interface ChosenPlace {
  label: string;
  geonameid?: number;
  latitude: number;
  longitude: number;
}

export const toPlaceRef = (p: ChosenPlace): PlaceRef =>
  p.geonameid !== undefined ? { geonameid: p.geonameid } : { latitude: p.latitude, longitude: p.longitude };

export const toTripPlace = (p: ChosenPlace): TripPlace =>
  p.geonameid !== undefined ? p.geonameid : { latitude: p.latitude, longitude: p.longitude };
