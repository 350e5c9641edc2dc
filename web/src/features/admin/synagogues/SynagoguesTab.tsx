import { Card, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Synagogue } from '../../../../../schema/synagogues.ts';
import { MinyanRulesEditor } from '../../minyanim/MinyanRulesEditor.tsx';
import { useConfirmDelete } from '../ConfirmDelete.tsx';
import { EntityFormCard } from '../EntityFormCard.tsx';
import { useEntityEditor } from '../useEntityEditor.ts';
import { SynagogueFields } from './SynagogueFields.tsx';
import { SynagogueList } from './SynagogueList.tsx';
import { EMPTY_SYNAGOGUE, synagogueValues, type SynagogueValues } from './synagogueForm.ts';

export function SynagoguesTab() {
  const editor = useEntityEditor<SynagogueValues, Synagogue>({
    url: '/api/synagogues',
    noun: 'Synagogue',
    empty: EMPTY_SYNAGOGUE,
    toValues: synagogueValues,
    failures: { create: 'Failed to create synagogue', update: 'Failed to update synagogue' },
    refresh: ['/api/synagogues'],
  });
  const remove = useConfirmDelete({
    url: '/api/synagogues',
    noun: 'synagogue',
    success: 'Synagogue deleted successfully',
    failure: 'Failed to delete synagogue. Please try again.',
    refresh: ['/api/synagogues'],
    onDeleted: (id) => {
      if (editor.editing?.id === id) editor.cancel();
    },
  });

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack gap="6">
        <EntityFormCard
          noun="Synagogue"
          editing={editor.editing !== null}
          submitting={editor.submitting}
          onSubmit={editor.submit}
          onCancel={editor.cancel}
          formRef={editor.formRef}
        >
          <SynagogueFields editor={editor} />
        </EntityFormCard>
        {editor.editing && (
          <Card.Root as="section" aria-labelledby="minyan-times-heading" variant="outline">
            <Card.Header>
              <Card.Title as="h2" id="minyan-times-heading">
                Minyan times: {editor.editing.name}
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <MinyanRulesEditor key={editor.editing.id} synagogueId={editor.editing.id} />
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
      <SynagogueList onEdit={editor.edit} onDelete={(s) => remove.ask({ id: s.id, name: s.name })} />
      {remove.dialog}
    </SimpleGrid>
  );
}
