import { Alert, Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { canWorkOffline } from './serviceWorker.ts';

/**
 * 'A new version is ready' once a new deployment's service worker takes over this page (it does
 * at once: scripts/vite/service-worker.ts); the next navigation, or Reload, loads the new version.
 * A first install, which had no service worker before it, says nothing.
 */
export function UpdateNotice() {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!canWorkOffline() || !navigator.serviceWorker.controller) return;
    const onChange = () => setReady(true);
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
  }, []);
  if (!ready) return null;
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="0" role="status">
      <Alert.Indicator />
      <Alert.Description flex="1">{t('offline.update.ready')}</Alert.Description>
      <Button size="xs" variant="outline" onClick={() => location.reload()}>
        {t('offline.update.reload')}
      </Button>
    </Alert.Root>
  );
}
