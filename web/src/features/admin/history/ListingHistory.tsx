import { Badge, Button, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { ListingChange } from '#contract/changes.ts';
import { LoadFailed } from '#web-app/LoadFailed.tsx';
import { adminAction, withMessage } from '../adminAction.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { revertChange } from '../api/admin.ts';
import { ListScroll } from '../ListPanel.tsx';
import { formatDateTime } from '../review/review.tsx';
import { changeSummary, changedFields } from './changeText.ts';

function ChangeRow({ change, onReverted }: { change: ListingChange; onReverted: () => void }) {
  const [busy, setBusy] = useState(false);
  const fields = changedFields(change);
  const summary = changeSummary(change);
  const revert = async () => {
    setBusy(true);
    const outcome = await adminAction(() => revertChange(change.id), {
      success: ['Change reverted', 'The listing is as it was before that change.'],
      failure: withMessage('Could not revert the change'),
      refresh: ['synagogues', 'history'],
    });
    setBusy(false);
    if (outcome.ok) onReverted();
  };
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0" minW="0" flex="1">
            <Text fontWeight="medium">{summary}</Text>
            <Text textStyle="xs" color="fg.muted">
              {formatDateTime(change.createdAt)}
            </Text>
          </Stack>
          {change.revertedAt ? (
            <Badge colorPalette="gray">Reverted {formatDateTime(change.revertedAt)}</Badge>
          ) : (
            <Button
              size="xs"
              variant="outline"
              colorPalette="orange"
              loading={busy}
              onClick={() => void revert()}
              aria-label={`Revert: ${summary}`}
            >
              <Undo2 aria-hidden /> Revert
            </Button>
          )}
        </HStack>
        {fields.length > 0 && (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Field</Table.ColumnHeader>
                  <Table.ColumnHeader>Before</Table.ColumnHeader>
                  <Table.ColumnHeader>After</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {fields.map((f) => (
                  <Table.Row key={f.field}>
                    <Table.Cell fontWeight="medium">{f.field}</Table.Cell>
                    <Table.Cell wordBreak="break-word">{f.before}</Table.Cell>
                    <Table.Cell wordBreak="break-word">{f.after}</Table.Cell>
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
 * when, and the values before and after; each change can be reverted on its own.
 */
export function ListingHistory({ synagogueId, onReverted }: { synagogueId: number; onReverted?: () => void }) {
  const { data, error, isLoading, mutate } = useAdminData(adminReads.history(synagogueId));
  if (error) {
    return <LoadFailed size="sm" title="Could not load the history" detail={error.message} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data)
    return (
      <Text color="fg.muted" role="status">
        Loading the history...
      </Text>
    );
  if (data.changes.length === 0) return <Text color="fg.muted">No changes recorded for this listing yet.</Text>;
  return (
    <ListScroll label="Change history" maxH="32rem">
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Changes, newest first">
        {data.changes.map((c) => (
          <ChangeRow key={c.id} change={c} onReverted={() => onReverted?.()} />
        ))}
      </Stack>
    </ListScroll>
  );
}
