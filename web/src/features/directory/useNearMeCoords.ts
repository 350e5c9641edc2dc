import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MapPoint } from './format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../../i18n/links.tsx';
import { locate } from './geolocation.ts';
import { searchPath, type NearMeState } from './searchState.ts';

/** Coordinates for `?near=me`: those handed over by the page that asked, else asked for here. */
export function useNearMeCoords(nearMe: boolean): MapPoint | null {
  const t = useT();
  const localize = useLocalizedPath();
  const location = useLocation();
  const navigate = useNavigate();
  const handed = (location.state as NearMeState | null)?.coords ?? null;
  const mustAsk = nearMe && !handed;
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!mustAsk) return;
    let cancelled = false;
    void locate(t('directory.location.failedManual'), t('directory.location.unsupported')).then((coords) => {
      if (cancelled) return;
      // Keep the address; without a position fall back to the plain search.
      if (coords) navigate(here, { replace: true, state: { coords } satisfies NearMeState });
      else navigate(localize(searchPath({})), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [mustAsk, here, navigate, t, localize]);

  return nearMe ? handed : null;
}
