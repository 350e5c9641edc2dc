import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { useFormat } from '../i18n/format.ts';
import { savedCopyDate } from './serviceWorker.ts';

/** 'You are offline: showing what was saved on …' while the browser has no network. */
export function OfflineBanner() {
  const t = useT();
  const format = useFormat();
  const [offline, setOffline] = useState(false);
  const [savedOn, setSavedOn] = useState<Date | null>(null);
  useEffect(() => {
    const update = () => {
      setOffline(!navigator.onLine);
      if (!navigator.onLine) void savedCopyDate(location.pathname).then(setSavedOn);
    };
    update();
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
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
