import { Alert } from '@chakra-ui/react';

/** Text fallbacks: built-in samples are shown, clearly labelled, when the library fails. */
export function OfflineNotice({ children }: { children: string }) {
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Offline sample</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
