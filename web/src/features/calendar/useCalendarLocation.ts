// The calendar's chosen location and displayed month (both in the address bar), and the
// three ways of choosing a location: typed search, 'Near Me' and a quick-pick.
import { useEffect, useRef, useState } from 'react';
import type { Place, ResolvedPlace } from '../../../../schema/places.ts';
import { useHydratedSearchParams } from '../../app/hydration.ts';
import { HttpError, api } from '../../lib/api.ts';
import { addMonths, browserTimeZone, formatYearMonth, parseYearMonth, todayIn, yearMonthOf, type YearMonth } from './dates.ts';
import { locationFromSearch, locationParams, placeLocation, query, type CalendarLocationParams } from './location.ts';

/** What the red box says: one of the calendar's failure messages, or 'not found' with its hints. */
export type CalendarError = { kind: 'message'; message: string } | { kind: 'notFound'; input: string };

export const MESSAGES = {
  geolocationUnsupported: 'Geolocation is not supported by this browser',
  locationDenied: 'Failed to get your location. Please search for a city instead.',
  reverseFailed: 'Failed to get location information',
  searchFailed: 'Failed to find location. Please try again.',
  calendarFailed: 'Failed to fetch calendar data. Please try again.',
} as const;

const message = (text: string): CalendarError => ({ kind: 'message', message: text });

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 300_000 }),
  );
}

export function useCalendarLocation() {
  const [search, setSearch] = useHydratedSearchParams();
  const location = locationFromSearch(search);
  const month: YearMonth = parseYearMonth(search.get('month')) ?? yearMonthOf(todayIn(browserTimeZone()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CalendarError | null>(null);
  // The name to show until the calendar answers with its own.
  const [pendingLabel, setPendingLabel] = useState<string | null>(null);
  // Other places the last search named (London, Ontario beside London, England).
  const [choices, setChoices] = useState<Place[]>([]);

  const choose = (loc: CalendarLocationParams, label: string) => {
    setError(null);
    setChoices([]);
    setPendingLabel(label);
    const month = search.get('month');
    setSearch(query({ ...locationParams(loc), ...(month ? { month } : {}) }));
  };

  const choosePlace = (place: Place) => choose(placeLocation(place), place.label);

  /** Empty input does nothing; the server reads ZIP codes, presets and city names. */
  const searchFor = async (text: string) => {
    const q = text.trim();
    if (!q) return;
    setError(null);
    setBusy(true);
    try {
      const { choices: others, ...place } = await api.get<ResolvedPlace>(`/api/places/resolve?${query({ q })}`);
      choosePlace(place);
      setChoices(others);
    } catch (e) {
      setError(e instanceof HttpError && e.status === 404 ? { kind: 'notFound', input: q } : message(MESSAGES.searchFailed));
    } finally {
      setBusy(false);
    }
  };

  // The place box is a plain GET form (it works before the page's script has run): a search
  // arrives as /calendar?q=…, which is resolved once, then replaced by the place it found.
  const arrivedWith = location ? null : search.get('q')?.trim() || null;
  const resolving = useRef<string | null>(null);
  useEffect(() => {
    if (!arrivedWith || resolving.current === arrivedWith) return;
    resolving.current = arrivedWith;
    void searchFor(arrivedWith);
  });

  /** The browser's coordinates and time zone; the places table names the spot. */
  const nearMe = async () => {
    setError(null);
    if (!('geolocation' in navigator)) {
      setError(message(MESSAGES.geolocationUnsupported));
      return;
    }
    setBusy(true);
    try {
      let coords: GeolocationCoordinates;
      try {
        coords = (await currentPosition()).coords;
      } catch {
        setError(message(MESSAGES.locationDenied));
        return;
      }
      try {
        const place = await api.get<Place>(`/api/places/reverse?${query({ lat: coords.latitude, lng: coords.longitude })}`);
        choose({ latitude: coords.latitude, longitude: coords.longitude, tzid: browserTimeZone() }, place.label);
      } catch {
        setError(message(MESSAGES.reverseFailed));
      }
    } finally {
      setBusy(false);
    }
  };

  /** Each click moves one month (and the calendar refetches for the new key). */
  const moveMonth = (delta: number) => {
    const next = new URLSearchParams(search);
    next.set('month', formatYearMonth(addMonths(month, delta)));
    setSearch(next, { replace: true });
  };

  return { location, month, busy, error, pendingLabel, choices, arrivedWith, searchFor, nearMe, choosePlace, moveMonth };
}
