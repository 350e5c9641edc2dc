// The calendar's chosen location and displayed month (both in the address bar), and the
// three ways of choosing a location: typed search, 'Near Me' and a quick-pick.
import { useEffect, useRef, useState } from 'react';
import type { Place } from '#domain/places.ts';
import { useHydratedSearchParams } from '../../app/hydration.ts';
import type { MessageId } from '../../i18n/ids.ts';
import { HttpError } from '../../lib/api.ts';
import { resolvePlace } from './api/calendar.ts';
import { addMonths, browserTimeZone, formatYearMonth, parseYearMonth, yearMonthOf, type YearMonth } from './dates.ts';
import { todayIn } from '#domain/time-zone.ts';
import { findNearMe } from './nearMe.ts';
import {
  NEAR_ME_PARAM,
  NEAR_ME_VALUE,
  locationFromSearch,
  locationParams,
  placeLocation,
  query,
  type CalendarLocationParams,
} from './location.ts';

/** What the red box says: one of the calendar's failure messages, or 'not found' with its hints. */
export type CalendarError = { kind: 'message'; message: MessageId } | { kind: 'notFound'; input: string };

/** The calendar's failures, as the ids of their messages (shown in the page's language). */
export const MESSAGES = {
  geolocationUnsupported: 'calendar.error.geolocationUnsupported',
  locationDenied: 'calendar.error.locationDenied',
  reverseFailed: 'calendar.error.reverseFailed',
  searchFailed: 'calendar.error.searchFailed',
  calendarFailed: 'calendar.error.calendarFailed',
} as const satisfies Record<string, MessageId>;

const message = (id: MessageId): CalendarError => ({ kind: 'message', message: id });

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
      const { choices: others, ...place } = await resolvePlace(q);
      choosePlace(place);
      setChoices(others);
    } catch (e) {
      setError(e instanceof HttpError && e.status === 404 ? { kind: 'notFound', input: q } : message(MESSAGES.searchFailed));
    } finally {
      setBusy(false);
    }
  };

  /** The browser's coordinates and time zone; the places table names the spot. */
  const nearMe = async () => {
    setError(null);
    setBusy(true);
    try {
      const found = await findNearMe();
      if ('failure' in found) return setError(message(MESSAGES[found.failure]));
      choose({ latitude: found.coords.latitude, longitude: found.coords.longitude, tzid: browserTimeZone() }, found.place.label);
    } finally {
      setBusy(false);
    }
  };

  // The place box is a plain GET form (it works before the page's script has run): a search
  // arrives as /calendar?q=…, which is resolved once, then replaced by the place it found; Near Me
  // arrives as /calendar?near=me and asks for the position once, as the button does.
  const askedText = search.get('q')?.trim();
  const arrival = location
    ? null
    : search.get(NEAR_ME_PARAM) === NEAR_ME_VALUE
      ? ({ nearMe: true } as const)
      : askedText
        ? { text: askedText }
        : null;
  // The search string names the request, so each address starts it once.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!arrival || started.current === search.toString()) return;
    started.current = search.toString();
    // The request the address carries starts, and says it is busy.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void ('nearMe' in arrival ? nearMe() : searchFor(arrival.text));
  });

  /** Each click moves one month (and the calendar refetches for the new key). */
  const moveMonth = (delta: number) => {
    const next = new URLSearchParams(search);
    next.set('month', formatYearMonth(addMonths(month, delta)));
    setSearch(next, { replace: true });
  };

  return {
    location,
    month,
    busy,
    error,
    pendingLabel,
    choices,
    arrivedWithRequest: arrival !== null,
    searchFor,
    nearMe,
    choosePlace,
    moveMonth,
  };
}
