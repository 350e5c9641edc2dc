// The plans offline (docs/architecture.md: Offline and installing): a trip's plan is a POST, which
// no cache keeps, so its last answer is kept on the device by the trip's stops; a year of
// Kaddish's dates are kept by the date of passing; the Kaddish page's inputs stay on the device.
// Nothing here leaves the device.
import type { TripInput, TripResponse } from '#contract/trips.ts';
import type { YahrzeitResponse } from '#contract/kaddish.ts';
import type { ApiRead } from '#web-lib/client.ts';
import { isNetworkFailure, loadAnswerStore } from '../offline/device.ts';
import { withDeviceCopy } from '../offline/deviceCopy.ts';
import { planTrip, type DeathInput } from './api.ts';
import type { ChosenPlace } from './places.ts';

/** A trip's key: its stops as sent (the places and times say which trip it is). */
const tripKey = (input: TripInput) => JSON.stringify(input.stops);

/** A trip's plan, and when it was computed when it comes from the device (offline). */
export interface TripPlan {
  trip: TripResponse;
  keptOn: number | null;
}

/** Plans a trip online (keeping the answer on the device); offline, the answer kept for the same stops. */
export async function planTripWithDevice(input: TripInput): Promise<TripPlan> {
  try {
    const trip = await planTrip(input);
    void loadAnswerStore()
      .then((store) => store.keepAnswer('trip', tripKey(input), trip))
      .catch(() => undefined);
    return { trip, keptOn: null };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = await loadAnswerStore()
      .then((store) => store.keptAnswer<TripResponse>('trip', tripKey(input)))
      .catch(() => undefined);
    if (!kept) throw error;
    return { trip: kept.value, keptOn: kept.savedAt };
  }
}

/** The year of Kaddish's dates, kept by the date of passing (its yahrzeits computed from the day asked). */
export const yahrzeitWithDevice = (call: ApiRead<YahrzeitResponse>, death: DeathInput): ApiRead<YahrzeitResponse> =>
  withDeviceCopy(call, {
    keep: async (answer) => (await loadAnswerStore()).keepAnswer('yahrzeit', JSON.stringify(death), answer),
    load: async () => (await (await loadAnswerStore()).keptAnswer<YahrzeitResponse>('yahrzeit', JSON.stringify(death)))?.value,
  });

/** The Kaddish page's inputs, as last shown. */
export interface KaddishInputs {
  calendar: 'civil' | 'hebrew';
  date: string;
  afterSunset: boolean;
  hebrew: { hd: number; hm: number; hy: number };
  places: (ChosenPlace | null)[];
}

const KADDISH_KEY = 'shul-finder:kaddish';

/** The inputs kept on this device (localStorage, as the trip's stops are), or null. */
export function loadKaddishInputs(): KaddishInputs | null {
  try {
    const raw = localStorage.getItem(KADDISH_KEY);
    const inputs = raw ? (JSON.parse(raw) as KaddishInputs) : null;
    return inputs && (inputs.calendar === 'civil' || inputs.calendar === 'hebrew') && Array.isArray(inputs.places) ? inputs : null;
  } catch {
    return null;
  }
}

/** 'Forget on this device': the inputs and the dates kept for them go. */
export async function forgetKaddish(inputs: KaddishInputs | null): Promise<void> {
  try {
    localStorage.removeItem(KADDISH_KEY);
  } catch {
    // Nothing was kept.
  }
  if (!inputs) return;
  const death = inputs.calendar === 'civil' ? { date: inputs.date, afterSunset: inputs.afterSunset } : inputs.hebrew;
  await (await loadAnswerStore()).forgetAnswer('yahrzeit', JSON.stringify(death)).catch(() => undefined);
}

export function storeKaddishInputs(inputs: KaddishInputs): void {
  try {
    localStorage.setItem(KADDISH_KEY, JSON.stringify(inputs));
  } catch {
    // Storage full or refused (a private window): the inputs stay on the page only.
  }
}
