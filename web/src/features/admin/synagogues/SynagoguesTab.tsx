import { Card, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Synagogue } from '#contract/synagogues.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { MinyanRulesEditor } from '../../minyanim/MinyanRulesEditor.tsx';
import { EntityFormCard } from '../EntityFormCard.tsx';
import { ListingHistory } from '../history/ListingHistory.tsx';
import { ListingManagers } from '../managers/ListingManagers.tsx';
import { synagogueWrites } from '../api/admin.ts';
import { useEntityCrud } from '../useEntityCrud.ts';
import { SynagogueFields } from './SynagogueFields.tsx';
import { SynagogueList } from './SynagogueList.tsx';
import { EMPTY_SYNAGOGUE, synagogueValues, type SynagogueValues } from './synagogueForm.ts';

export function SynagoguesTab() {
  const t = useT();
  const { editor, remove } = useEntityCrud<SynagogueValues, Synagogue>({
    writes: synagogueWrites,
    entity: 'synagogue',
    empty: EMPTY_SYNAGOGUE,
    toValues: synagogueValues,
    refresh: ['synagogues'],
  });

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack gap="6">
        <EntityFormCard entity="synagogue" editor={editor}>
          <SynagogueFields editor={editor} />
        </EntityFormCard>
        {editor.editing && (
          <Card.Root as="section" aria-labelledby="minyan-times-heading" variant="outline">
            <Card.Header>
              <Card.Title as="h2" id="minyan-times-heading">
                {t('admin.synagogues.timesOf', { name: editor.editing.name })}
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <MinyanRulesEditor key={editor.editing.id} synagogueId={editor.editing.id} />
            </Card.Body>
          </Card.Root>
        )}
        {editor.editing && (
          <Card.Root as="section" aria-labelledby="listing-managers-heading" variant="outline">
            <Card.Header>
              <Card.Title as="h2" id="listing-managers-heading">
                {t('admin.synagogues.managersOf', { name: editor.editing.name })}
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <ListingManagers key={editor.editing.id} synagogueId={editor.editing.id} synagogueName={editor.editing.name} />
            </Card.Body>
          </Card.Root>
        )}
        {editor.editing && (
          <Card.Root as="section" aria-labelledby="listing-history-heading" variant="outline">
            <Card.Header>
              <Card.Title as="h2" id="listing-history-heading">
                {t('admin.synagogues.historyOf', { name: editor.editing.name })}
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <ListingHistory key={editor.editing.id} synagogueId={editor.editing.id} />
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
      <SynagogueList onEdit={editor.edit} onDelete={(s) => remove.ask({ id: s.id, name: s.name })} />
      {remove.dialog}
    </SimpleGrid>
  );
}
