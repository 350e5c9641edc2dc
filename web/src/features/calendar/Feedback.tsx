// The calendar's feedback: the red error box (with hints when a place is not
// found), the blue location box, and the loading line.
import { Alert, HStack, List, Spinner, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { CalendarError } from './useCalendarLocation.ts';

export function ErrorBox({ error }: { error: CalendarError }) {
  const t = useT();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {error.kind === 'message' ? (
          <Alert.Title>{t(error.message)}</Alert.Title>
        ) : (
          <>
            <Alert.Title>{t('calendar.error.notFound', { input: error.input })}</Alert.Title>
            <Alert.Description>
              <Text mt="1">{t('calendar.error.try')}</Text>
              <List.Root ps="5" mt="1">
                <List.Item>{t('calendar.error.tryZip')}</List.Item>
                <List.Item>{t('calendar.error.tryCity')}</List.Item>
                <List.Item>{t('calendar.error.tryAbbreviation')}</List.Item>
              </List.Root>
            </Alert.Description>
          </>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export function LocationBox({ label }: { label: string }) {
  return (
    <Alert.Root status="info" data-testid="calendar-location">
      <Alert.Content>
        <Alert.Title fontWeight="medium">
          <span aria-hidden>📍 </span>
          <bdi>{label}</bdi>
        </Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}

export function Loading() {
  const t = useT();
  return (
    <HStack role="status" gap="2" color="fg.muted">
      <Spinner size="sm" />
      <Text>{t('calendar.loading')}</Text>
    </HStack>
  );
}
