import { Link, Text } from '@chakra-ui/react';

/** GeoNames' licence (CC BY 4.0) asks for credit wherever its place names are shown. */
export function GeonamesCredit() {
  return (
    <Text fontSize="xs" color="fg.muted">
      Place names from{' '}
      <Link href="https://www.geonames.org/" color="fg.muted" textDecoration="underline">
        GeoNames
      </Link>{' '}
      (
      <Link href="https://creativecommons.org/licenses/by/4.0/" color="fg.muted" textDecoration="underline">
        CC BY 4.0
      </Link>
      ).
    </Text>
  );
}
