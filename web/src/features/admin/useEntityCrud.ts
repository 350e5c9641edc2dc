import { useT } from '../../i18n/I18nProvider.tsx';
import { useConfirmDelete } from './ConfirmDelete.tsx';
import { useEntityEditor, type EntityEditorConfig, type FormValues } from './useEntityEditor.ts';

/**
 * A CRUD tab's state: the add/edit form and the confirmed delete of one resource. Deleting the
 * entity being edited returns the form to add mode. Toasts (docs/product-rules.md: Toasts): '{Noun} deleted
 * successfully' or 'Failed to delete {noun}. Please try again.'
 */
export function useEntityCrud<V extends FormValues, E extends { id: number }>(config: EntityEditorConfig<V, E>) {
  const t = useT();
  const editor = useEntityEditor<V, E>(config);
  const entity = config.entity;
  const remove = useConfirmDelete({
    remove: config.writes.remove,
    title: t('admin.entity.deleteTitle', { entity }),
    success: t('admin.entity.deleted', { entity }),
    failure: t('admin.entity.deleteFailed', { entity }),
    refresh: config.refresh,
    onDeleted: (id) => {
      if (editor.editing?.id === id) editor.cancel();
    },
  });
  return { editor, remove };
}
