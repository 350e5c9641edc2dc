import { Alert } from '@chakra-ui/react';
import { useT } from '../../i18n/I18nProvider.tsx';

/** Text fallbacks: built-in samples are shown, clearly labelled, when the library fails. */
export function OfflineNotice({ children }: { children: string }) {
  const t = useT();
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('texts.offline.title')}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
