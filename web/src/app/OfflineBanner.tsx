import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { useFormat } from '../i18n/format.ts';
import { savedCopyDate } from './serviceWorker.ts';

/**
 * Whether the service worker answered this document from its saved copies (Resource Timing's
 * `deliveryType`): the network failed or did not answer in time. `navigator.onLine` alone misses
 * it: it stays true behind a captive portal, and a document loaded while offline may report true.
 */
function servedFromSavedCopy(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceEntry & { deliveryType?: string }) | undefined;
  return navigation?.deliveryType === 'cache-storage';
}

/** 'You are offline: showing what was saved on …' while the page shows what the device kept. */
export function OfflineBanner() {
  const t = useT();
  const format = useFormat();
  const [offline, setOffline] = useState(false);
  const [savedOn, setSavedOn] = useState<Date | null>(null);
  useEffect(() => {
    const show = (isOffline: boolean) => {
      setOffline(isOffline);
      if (isOffline) void savedCopyDate(location.pathname).then(setSavedOn);
    };
    show(!navigator.onLine || servedFromSavedCopy());
    const online = () => show(false);
    const offline = () => show(true);
    addEventListener('online', online);
    addEventListener('offline', offline);
    return () => {
      removeEventListener('online', online);
      removeEventListener('offline', offline);
    };
  }, []);
  if (!offline) return null;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="0" role="status" data-testid="offline-banner">
      <Alert.Indicator />
      <Alert.Description>
        {savedOn ? t('offline.banner.offline', { date: format.date(savedOn, timeZone) }) : t('offline.banner.offlineUndated')}
      </Alert.Description>
    </Alert.Root>
  );
}
