import { chakra } from '@chakra-ui/react';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { SpotData } from './mapClusters.ts';
import { useListingWords } from './words.ts';

interface MapMarkerProps {
  spot: SpotData;
  /** The listing's name (a single listing), for its label. */
  name: string | undefined;
  onOpen: () => void;
}

/** A marker on the map or its preview: a count that zooms in, or a dot that opens a popup. */
export function MapMarker({ spot, name, onOpen }: MapMarkerProps) {
  const t = useT();
  const words = useListingWords();
  const cluster = spot.clusterId !== undefined;
  const label = cluster ? t('directory.map.cluster', words.count(spot.count ?? 0)) : (name ?? t('directory.map.synagogue'));
  return (
    <chakra.button
      type="button"
      aria-label={label}
      title={label}
      onClick={(e) => {
        // The map would read the same click as a click on the map, which closes popups.
        e.stopPropagation();
        onOpen();
      }}
      display="flex"
      alignItems="center"
      justifyContent="center"
      cursor="pointer"
      rounded="full"
      borderWidth="2px"
      borderColor="white"
      shadow="md"
      color="white"
      fontWeight="bold"
      fontSize="xs"
      bg={cluster ? 'blue.700' : 'red.600'}
      boxSize={cluster ? '9' : '5'}
      focusRing="outside"
      data-marker={cluster ? 'cluster' : 'listing'}
    >
      {cluster ? spot.count : null}
    </chakra.button>
  );
}
