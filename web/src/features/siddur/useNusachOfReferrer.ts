import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../app/hydration.ts';
import { nusachFromReferrer } from './siddurAddress.ts';

/** Whether this document has already applied its referrer's nusach (once, on its first siddur render). */
let referrerApplied = false;

/**
 * A section chosen on the prerendered page before the app had started arrives without the nusach
 * (nusachFromReferrer): put the referring page's nusach back in the address, once per document.
 * Such an address always names its section (siddurHref), so this waits until the router shows
 * one: it first hydrates at the bare path and reaches the visited address a moment later.
 */
export function useNusachOfReferrer() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || referrerApplied || !params.has('section')) return;
    referrerApplied = true;
    const nusach = params.has('nusach') ? null : nusachFromReferrer(document.referrer, window.location.origin);
    if (!nusach) return;
    const next = new URLSearchParams(params);
    next.set('nusach', nusach);
    setParams(next, { replace: true });
  }, [hydrated, params, setParams]);
}
