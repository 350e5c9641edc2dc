// The browser's position for 'Near Me'. Its failures are shown as toasts.
import { notify } from '../../app/toaster.tsx';
import type { MapPoint } from './format.ts';

/**
 * Asks the browser for {lat, lng}; on failure toasts `failureText` (or `unsupportedText`: no
 * geolocation at all), both in the page's language (directory.location.*), and resolves null.
 */
export function locate(failureText: string, unsupportedText: string): Promise<MapPoint | null> {
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
