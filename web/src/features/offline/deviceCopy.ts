// The device as a second source for the API's reads (docs/architecture.md: Offline and installing).
import type { ApiRead } from '#web-lib/client.ts';
import { browserOffline, isNetworkFailure } from './device.ts';

export interface DeviceCopy<T> {
  /** Keeps an answer the network gave (in the background: a failure to keep is not the page's). */
  keep?: (value: T) => Promise<unknown>;
  /** The device's copy (or an answer computed on the device), undefined when it has none. */
  load: () => Promise<T | undefined>;
  /**
   * Offline, read the device's copy before asking the network: the service worker may hold an
   * older answer of the same address (a listing's week that has passed), which the device's
   * copy, refreshed since, beats.
   */
  preferOffline?: boolean;
}

/**
 * A typed GET (lib/client.ts `read`) that falls back on the device: the network's answer is kept
 * (`keep`), and when the network fails (no answer, or the server's 5xx) the device's copy stands
 * in (`load`). An answer of the server (a 404) stays the answer.
 */
export function withDeviceCopy<T>(call: ApiRead<T>, copy: DeviceCopy<T>): ApiRead<T> {
  const load = () => copy.load().catch(() => undefined);
  return {
    key: call.key,
    fetch: async () => {
      if (copy.preferOffline && browserOffline()) {
        const kept = await load();
        if (kept !== undefined) return kept;
      }
      try {
        const value = await call.fetch();
        if (copy.keep) void copy.keep(value).catch(() => undefined);
        return value;
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        const kept = await load();
        if (kept === undefined) throw error;
        return kept;
      }
    },
  };
}
