import { Button } from '@chakra-ui/react';
import { EmptyResults } from '../../app/EmptyResults.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';

/** The empty state of a search: 'Show All Synagogues' clears the search. */
export function NoResults({ onShowAll }: { onShowAll: () => void }) {
  const t = useT();
  return (
    <EmptyResults title={t('directory.noResults.title')} description={t('directory.noResults.text')}>
      <Button colorPalette="blue" onClick={onShowAll}>
        {t('directory.noResults.showAll')}
      </Button>
    </EmptyResults>
  );
}
