import { useConfirmDelete } from './ConfirmDelete.tsx';
import { useEntityEditor, type EntityEditorConfig, type FormValues } from './useEntityEditor.ts';

/**
 * A CRUD tab's state: the add/edit form and the confirmed delete of one resource. Deleting the
 * entity being edited returns the form to add mode. Toasts (docs/product-rules.md: Toasts): '{Noun} deleted
 * successfully' or 'Failed to delete {noun}. Please try again.'
 */
export function useEntityCrud<V extends FormValues, E extends { id: number }>(config: EntityEditorConfig<V, E>) {
  const editor = useEntityEditor<V, E>(config);
  const noun = config.noun.toLowerCase();
  const remove = useConfirmDelete({
    remove: config.writes.remove,
    noun,
    success: `${config.noun} deleted successfully`,
    failure: `Failed to delete ${noun}. Please try again.`,
    refresh: config.refresh,
    onDeleted: (id) => {
      if (editor.editing?.id === id) editor.cancel();
    },
  });
  return { editor, remove };
}
