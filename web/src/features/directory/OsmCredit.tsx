import { Link, Text } from '@chakra-ui/react';

/** The ODbL credit that imported OpenStreetMap data requires wherever the data is shown. */
export function OsmCredit() {
  return (
    <Text fontSize="xs" color="fg.muted">
      Listing data includes data ©{' '}
      <Link href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer" color="fg.muted" textDecoration="underline">
        OpenStreetMap contributors
      </Link>{' '}
      (ODbL)
    </Text>
  );
}
