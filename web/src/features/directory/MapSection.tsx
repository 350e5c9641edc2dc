import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { List } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import type { Synagogue } from '#contract/synagogues.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { toPoint } from './format.ts';
import { ListView } from './ListView.tsx';
import { LiveMap } from './LiveMap.tsx';

/** Choosing list view is one-way within the session (the browser tab's session). */
const LIST_VIEW_KEY = 'shul-finder:list-view';

function useListViewChoice(): [boolean, () => void] {
  const [chosen, setChosen] = useState(() => sessionStorage.getItem(LIST_VIEW_KEY) === '1');
  return [
    chosen,
    () => {
      sessionStorage.setItem(LIST_VIEW_KEY, '1');
      setChosen(true);
    },
  ];
}

/**
 * The map section of the search screen: the live map when any result has
 * coordinates, else — or after 'List view', or when the map cannot start — the plain list.
 * Memoized for the same reason as ResultsGrid.
 */
export const MapSection = memo(function MapSection({ results }: { results: Synagogue[] }) {
  const t = useT();
  const mappable = useMemo(() => results.filter((s) => toPoint(s) !== null), [results]);
  const [listView, chooseListView] = useListViewChoice();
  const [mapFailed, setMapFailed] = useState(false);
  const live = !listView && !mapFailed && mappable.length > 0;

  return (
    <Stack as="section" aria-labelledby="map-heading" gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" id="map-heading" size="lg">
          {live ? t('directory.map.heading') : t('directory.map.locationsHeading')}
        </Heading>
        {live && (
          <Button size="sm" variant="outline" onClick={chooseListView}>
            <List aria-hidden /> {t('directory.map.listView')}
          </Button>
        )}
      </HStack>
      {live ? <LiveMap synagogues={mappable} onFail={() => setMapFailed(true)} /> : <ListView synagogues={mappable} />}
    </Stack>
  );
});
