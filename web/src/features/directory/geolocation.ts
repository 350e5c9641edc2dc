// The browser's position for 'Near Me'. Its failures are shown as toasts.
import { notify } from '../../app/toaster.tsx';
import type { MapPoint } from './format.ts';

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by this browser.';
/** The search box's failure text. */
export const LOCATION_FAILED_MANUAL = 'Unable to get your location. Please enter a location manually.';
/** The home page's failure text. */
export const LOCATION_FAILED_SETTINGS = 'Unable to get your location. Please check your browser settings.';

/** Asks the browser for {lat, lng}; on failure toasts `failureText` (or `unsupportedText`: no geolocation at all) and resolves null. */
export function locate(failureText: string, unsupportedText = GEOLOCATION_UNSUPPORTED): Promise<MapPoint | null> {
  if (!('geolocation' in navigator)) {
    notify('error', unsupportedText);
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => {
        notify('error', failureText);
        resolve(null);
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
