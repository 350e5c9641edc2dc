import { Badge, Button, Card, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { ListingChange, ListingHistory as History } from '#contract/changes.ts';
import { LoadFailed } from '#web-app/LoadFailed.tsx';
import { notify } from '#web-app/toaster.tsx';
import { handleUnauthorized } from '#web-lib/unauthorized.ts';
import type { ApiRead } from '#web-lib/client.ts';
import { useRead } from '#web-lib/useRead.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { errorMessage } from '../../forms/errorMessage.ts';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '#web-app/theme.ts';

// The recipes of the Chakra components this module renders beyond its pages' (it loads on first use).
registerRecipes({ list: listSlotRecipe });
import { adminAction, withMessage } from '../adminAction.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { revertChange } from '../api/admin.ts';
import { ListScroll } from '../ListPanel.tsx';
import { useAdminDates } from '../dates.ts';
import { changeSummary, changedFields, scheduleLines } from './changeText.ts';

/** A listing manager's own calls for the history (manage/api/manage.ts); without them, the admin's. */
export interface OwnHistory {
  read: ApiRead<History>;
  revert: (changeId: number) => Promise<unknown>;
}

function ChangeRow({ change, own, onReverted }: { change: ListingChange; own?: OwnHistory; onReverted: () => void }) {
  const t = useT();
  const format = useFormat();
  const dates = useAdminDates();
  const [busy, setBusy] = useState(false);
  const fields = changedFields(t, change);
  const lines = change.entity === 'schedule' ? scheduleLines(t, format, change) : [];
  const summary = changeSummary(t, format, change);
  const revert = async () => {
    setBusy(true);
    if (!own) {
      const outcome = await adminAction(() => revertChange(change.id), {
        success: [t('admin.history.revertDone'), t('admin.history.revertDoneText')],
        failure: withMessage(t('admin.history.revertFailed'), t('admin.common.tryAgain')),
        refresh: ['synagogues', 'history'],
      });
      setBusy(false);
      if (outcome.ok) onReverted();
      return;
    }
    try {
      await own.revert(change.id);
      notify('success', t('proposals.history.undone'), t('proposals.history.undoneText'));
      onReverted();
    } catch (error) {
      if (!handleUnauthorized(error, window.location.pathname)) notify('error', t('proposals.history.undoFailed'), errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0" minW="0" flex="1">
            <Text fontWeight="medium">{summary}</Text>
            <Text textStyle="xs" color="fg.muted">
              {dates.dateTime(change.createdAt)}
            </Text>
          </Stack>
          {change.revertedAt ? (
            <Badge colorPalette="gray">{t('admin.history.revertedAt', { when: dates.dateTime(change.revertedAt) })}</Badge>
          ) : (
            <Button
              size="xs"
              variant="outline"
              colorPalette="orange"
              loading={busy}
              onClick={() => void revert()}
              aria-label={t('admin.history.revertLabel', { summary })}
            >
              <Undo2 aria-hidden /> {t('admin.history.revert')}
            </Button>
          )}
        </HStack>
        {lines.length > 0 && (
          <List.Root gap="1" ps="5" textStyle="sm">
            {lines.map((line, i) => (
              <List.Item key={i}>{line}</List.Item>
            ))}
          </List.Root>
        )}
        {fields.length > 0 && (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('admin.history.field')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.history.before')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.history.after')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {fields.map((f) => (
                  <Table.Row key={f.field}>
                    <Table.Cell fontWeight="medium">{f.name}</Table.Cell>
                    <Table.Cell wordBreak="break-word" dir="auto">
                      {f.before}
                    </Table.Cell>
                    <Table.Cell wordBreak="break-word" dir="auto">
                      {f.after}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A listing's change log, newest first: who changed its details, minyan times or announcements,
 * when, and the values before and after (an accepted proposal as one change, rule by rule); each
 * change can be reverted on its own. For the admins, and (given `own`) for the listing's managers
 * through their own routes.
 */
export function ListingHistory({ synagogueId, onReverted, own }: { synagogueId: number; onReverted?: () => void; own?: OwnHistory }) {
  const t = useT();
  const admin = useAdminData(own ? null : adminReads.history(synagogueId));
  const manager = useRead(own ? own.read : null, { onError: (error) => handleUnauthorized(error, window.location.pathname) });
  const { data, error, isLoading, mutate } = own ? manager : admin;
  if (error) {
    return <LoadFailed size="sm" title={t('admin.history.loadFailed')} detail={error.message} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data)
    return (
      <Text color="fg.muted" role="status">
        {t('admin.history.loading')}
      </Text>
    );
  if (data.changes.length === 0) return <Text color="fg.muted">{t('admin.history.none')}</Text>;
  return (
    <ListScroll label={t('admin.history.scrollLabel')} maxH="32rem">
      <Stack as="ol" gap="2" listStyleType="none" aria-label={t('admin.history.listLabel')}>
        {data.changes.map((c) => (
          <ChangeRow
            key={c.id}
            change={c}
            own={own}
            onReverted={() => {
              if (own) void mutate();
              onReverted?.();
            }}
          />
        ))}
      </Stack>
    </ListScroll>
  );
}
