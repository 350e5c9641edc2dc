import { Alert, Button } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { newVersionTookOver, onNewVersion } from './serviceWorker.ts';

/**
 * 'A new version is ready' once a new deployment's service worker has taken over this page, noted
 * from start-up (serviceWorker.ts) though this notice loads later; the next navigation, or Reload,
 * loads the new version. A first install, which had no service worker before it, says nothing.
 */
export function UpdateNotice() {
  const t = useT();
  const ready = useSyncExternalStore(onNewVersion, newVersionTookOver, () => false);
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
