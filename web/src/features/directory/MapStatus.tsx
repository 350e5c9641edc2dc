import { Text } from '@chakra-ui/react';

/** The map's status label in its top-left corner ('Showing 3 synagogues in view'). */
export function MapStatus({ children }: { children: string }) {
  return (
    <Text
      role="status"
      position="absolute"
      top="3"
      left="3"
      bg="bg"
      px="3"
      py="1"
      rounded="full"
      shadow="sm"
      fontSize="sm"
      fontWeight="medium"
    >
      {children}
    </Text>
  );
}
