// Shared by the two review tabs (sponsor inquiries, location requests): status badges, the
// status change with its spec §8 toasts, and dates.
import { Badge } from '@chakra-ui/react';
import type { ReviewStatus } from '../../../../../schema/enums.ts';
import { api } from '../../../lib/api.ts';
import { adminAction } from '../adminAction.ts';
import type { Resource } from '../adminData.ts';

const STATUS_PALETTE: Record<ReviewStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

export function StatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="solid" textTransform="capitalize">
      {status}
    </Badge>
  );
}

/** PATCH {url}/{id} {status}: 'Submission status updated' or 'Failed to update submission status.' */
export function changeStatus(url: Resource, id: number, status: ReviewStatus, refresh: Resource[]) {
  return adminAction(() => api.patch(`${url}/${id}`, { status }), {
    success: ['Submission status updated'],
    failure: ['Failed to update submission status.'],
    refresh,
  });
}

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
