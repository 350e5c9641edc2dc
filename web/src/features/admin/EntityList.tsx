import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAdminData } from './adminData.ts';
import type { AdminRead } from './api/admin.ts';
import { ListPanel, ListRow, ListScroll } from './ListPanel.tsx';
import { RowActions } from './RowActions.tsx';

/** What the list needs of a `useEntityCrud` result. */
interface RowHandlers<E> {
  editor: { edit: (entity: E) => void };
  remove: { ask: (target: { id: number; name: string }) => void };
}

/**
 * A CRUD tab's list of a small resource (sponsors, ads): loaded whole by `list`, each row with
 * its link, Edit and Delete. `children` draws a row's content.
 */
export function EntityList<E extends { id: number }>({
  list,
  title,
  loadingText,
  failedText,
  label,
  emptyText,
  name,
  href,
  crud,
  children,
}: {
  list: AdminRead<E[]>;
  /** 'Sponsors': the heading, with the count. */
  title: string;
  loadingText: string;
  failedText: string;
  /** The scrolling region's name: 'Sponsor list'. */
  label: string;
  emptyText: string;
  name: (entity: E) => string;
  href: (entity: E) => string | null | undefined;
  crud: RowHandlers<E>;
  children: (entity: E) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = useAdminData(list);
  const rows = data ?? [];
  return (
    <ListPanel
      title={title}
      loadingText={loadingText}
      failedText={failedText}
      count={rows.length}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      emptyText={emptyText}
    >
      <ListScroll label={label}>
        <Stack role="list" gap="0">
          {rows.map((entity) => (
            <ListRow
              key={entity.id}
              actions={
                <RowActions
                  name={name(entity)}
                  href={href(entity)}
                  onEdit={() => crud.editor.edit(entity)}
                  onDelete={() => crud.remove.ask({ id: entity.id, name: name(entity) })}
                />
              }
            >
              {children(entity)}
            </ListRow>
          ))}
        </Stack>
      </ListScroll>
    </ListPanel>
  );
}
