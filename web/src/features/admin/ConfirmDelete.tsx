import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { adminAction } from './adminAction.ts';
import type { Resource } from './api/admin.ts';

interface Target {
  id: number;
  name: string;
}

export interface DeleteConfig {
  remove: (id: number) => Promise<unknown>;
  /** The dialog's title: 'Delete synagogue?'. */
  title: string;
  success: string;
  failure: string;
  refresh: Resource[];
  onDeleted?: (id: number) => void;
}

/**
 * Delete with a confirmation dialog: an accidental click must not lose a listing (delete
 * never acts at once). Returns `ask(target)` and the dialog.
 */
export function useConfirmDelete(config: DeleteConfig) {
  const t = useT();
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    const outcome = await adminAction(() => config.remove(target.id), {
      success: [config.success],
      failure: [config.failure],
      refresh: config.refresh,
    });
    setBusy(false);
    setTarget(null);
    if (outcome.ok) config.onDeleted?.(target.id);
  };

  const dialog = (
    <Dialog.Root
      role="alertdialog"
      open={target !== null}
      onOpenChange={(e) => {
        if (!e.open && !busy) setTarget(null);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{config.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('admin.delete.text', { name: target?.name ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {t('admin.common.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} loadingText={t('admin.delete.deleting')} onClick={() => void confirm()}>
                {t('admin.common.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );

  return { ask: (t: Target) => setTarget(t), dialog };
}
