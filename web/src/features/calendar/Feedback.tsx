// The calendar's feedback: the red error box (with hints when a place is not
// found), the blue location box, and the loading line.
import { Alert, HStack, List, Spinner, Text } from '@chakra-ui/react';
import type { CalendarError } from './useCalendarLocation.ts';

export function ErrorBox({ error }: { error: CalendarError }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {error.kind === 'message' ? (
          <Alert.Title>{error.message}</Alert.Title>
        ) : (
          <>
            <Alert.Title>Location "{error.input}" not found.</Alert.Title>
            <Alert.Description>
              <Text mt="1">Try:</Text>
              <List.Root ps="5" mt="1">
                <List.Item>a 5-digit ZIP code, like 10001</List.Item>
                <List.Item>a major city name, like Jerusalem or London</List.Item>
                <List.Item>an abbreviation such as NYC, LA or Philly</List.Item>
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
          {label}
        </Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}

export function Loading() {
  return (
    <HStack role="status" gap="2" color="fg.muted">
      <Spinner size="sm" />
      <Text>Loading calendar data...</Text>
    </HStack>
  );
}
