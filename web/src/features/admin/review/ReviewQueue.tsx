// The admin's review queues (location requests, manager requests, time proposals) share one
// shape: a status filter, a count, loading, error and empty states, and a scrolling list of cards.
import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { SelectField } from '../../forms/fields.tsx';
import { ListPanel, ListScroll } from '../ListPanel.tsx';

export type ReviewFilter = 'pending' | 'approved' | 'rejected' | 'all';

interface ReviewQueueProps<T> {
  title: string;
  /** 'Loading location requests...' */
  loadingText: string;
  /** 'Could not load location requests' */
  failedText: string;
  /** What the list holds, for its accessible name ('Location request list'). */
  listLabel: string;
  /** The filter select's name. */
  filterName: string;
  filter: ReviewFilter;
  onFilter: (filter: ReviewFilter) => void;
  /** How an approved item is called in the filter ('Approved', 'Accepted'). */
  approvedLabel?: string;
  items: readonly T[];
  loading: boolean;
  error?: Error;
  onRetry: () => void;
  /** Shown when nothing is pending, and when the other filters find nothing. */
  emptyPending: string;
  emptyOther: string;
  renderItem: (item: T) => ReactNode;
}

export function ReviewQueue<T>({
  title,
  loadingText,
  failedText,
  listLabel,
  filterName,
  filter,
  onFilter,
  approvedLabel,
  items,
  loading,
  error,
  onRetry,
  emptyPending,
  emptyOther,
  renderItem,
}: ReviewQueueProps<T>) {
  const t = useT();
  const options = [
    { value: 'pending', label: t('codes.reviewStatus.pending') },
    { value: 'approved', label: approvedLabel ?? t('codes.reviewStatus.approved') },
    { value: 'rejected', label: t('codes.reviewStatus.rejected') },
    { value: 'all', label: t('admin.review.all') },
  ];
  return (
    <ListPanel
      title={title}
      loadingText={loadingText}
      failedText={failedText}
      count={items.length}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={filter === 'pending' ? emptyPending : emptyOther}
      toolbar={
        <Box maxW="xs">
          <SelectField
            label={t('admin.review.show')}
            name={filterName}
            value={filter}
            onChange={(v) => onFilter(v as ReviewFilter)}
            options={options}
          />
        </Box>
      }
    >
      <ListScroll label={listLabel} maxH="40rem">
        <Stack role="list" gap="3">
          {items.map(renderItem)}
        </Stack>
      </ListScroll>
    </ListPanel>
  );
}
