import { HStack, Spinner, Text } from '@chakra-ui/react';

/** The text pages' loading state: a spinner with a spoken and visible label. */
export function Loading({ label }: { label: string }) {
  return (
    <HStack gap="3" py="10" justify="center" role="status">
      <Spinner size="lg" colorPalette="blue" />
      <Text color="fg.muted">{label}</Text>
    </HStack>
  );
}
