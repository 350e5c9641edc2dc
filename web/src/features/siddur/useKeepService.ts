import { useEffect } from 'react';
import type { SiddurTocResponse } from '#contract/siddur.ts';
import { browserOffline, loadTextStore } from '../offline/device.ts';

/**
 * A service opened online is kept whole on the device once the browser is idle (its parts not yet
 * kept, in the background), so that it reads offline on any day, not only the parts scrolled to.
 */
export function useKeepService(toc: SiddurTocResponse | undefined): void {
  useEffect(() => {
    if (!toc || browserOffline() || typeof indexedDB === 'undefined') return;
    let cancelled = false;
    const keep = () => {
      if (!cancelled)
        void loadTextStore()
          .then((store) => store.keepWholeService(toc))
          .catch(() => undefined);
    };
    const handle = 'requestIdleCallback' in window ? requestIdleCallback(keep, { timeout: 10_000 }) : setTimeout(keep, 3000);
    return () => {
      cancelled = true;
      if ('requestIdleCallback' in window) cancelIdleCallback(handle as number);
      else clearTimeout(handle as ReturnType<typeof setTimeout>);
    };
  }, [toc]);
}
