import { Text } from '@chakra-ui/react';

/** The map's status label in its top corner on the side where lines start ('Showing 3 synagogues in view'); the zoom buttons sit in the other. */
export function MapStatus({ children }: { children: string }) {
  return (
    <Text
      role="status"
      position="absolute"
      top="3"
      insetInlineStart="3"
      maxW="calc(100% - 4.5rem)"
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
