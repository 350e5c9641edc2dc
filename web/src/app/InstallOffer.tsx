import { Alert, Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { countVisit, rememberDismissal, shouldOffer, wasDismissed, type InstallPromptEvent } from './installOffer.ts';

/** 'Install Shul Finder on this device' when the browser offers it, from the second visit on. */
export function InstallOffer() {
  const t = useT();
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    let visits = 0;
    try {
      visits = countVisit(localStorage, sessionStorage);
    } catch {
      return; // storage refused (a private mode): no offer rather than one that cannot remember
    }
    const onPrompt = (event: Event) => {
      // The browser's own mini-infobar stays away; the offer below replaces it.
      event.preventDefault();
      if (shouldOffer(visits, wasDismissed(localStorage))) setPrompt(event as InstallPromptEvent);
    };
    addEventListener('beforeinstallprompt', onPrompt);
    return () => removeEventListener('beforeinstallprompt', onPrompt);
  }, []);
  if (!prompt) return null;
  const close = () => setPrompt(null);
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="0">
      <Alert.Indicator />
      <Alert.Description flex="1">{t('offline.install.offer')}</Alert.Description>
      <HStack gap="2">
        <Button
          size="xs"
          colorPalette="blue"
          onClick={() => {
            void prompt.prompt();
            close();
          }}
        >
          {t('offline.install.accept')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            rememberDismissal(localStorage);
            close();
          }}
        >
          {t('offline.install.dismiss')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
