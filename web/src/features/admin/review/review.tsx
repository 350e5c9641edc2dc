// Shared by the two review tabs (sponsor inquiries, location requests): status badges, the
// status change with its toasts, and dates.
import { Badge, Button, HStack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { ReviewStatus } from '#domain/enums.ts';
import { codeWord } from '../../../i18n/codes.ts';
import { useT, type Translate } from '../../../i18n/I18nProvider.tsx';
import { adminAction } from '../adminAction.ts';
import type { Resource } from '../api/admin.ts';

/** A review's write: the new status of one submission. */
export type Review = (id: number, status: ReviewStatus) => Promise<unknown>;

const STATUS_PALETTE: Record<ReviewStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

export function StatusBadge({ status }: { status: ReviewStatus }) {
  const t = useT();
  return (
    // Chakra's solid green (600) under white text is 3.3:1; its 700 meets WCAG AA's 4.5:1.
    <Badge colorPalette={STATUS_PALETTE[status]} variant="solid" bg={status === 'approved' ? 'green.700' : undefined}>
      {codeWord(t, 'reviewStatus', status)}
    </Badge>
  );
}

/** The new status: 'Submission status updated' or 'Failed to update submission status.' */
function changeStatus(t: Translate, review: Review, id: number, status: ReviewStatus, refresh: Resource[]) {
  return adminAction(() => review(id, status), {
    success: [t('admin.review.updated')],
    failure: [t('admin.review.updateFailed')],
    refresh,
  });
}

/**
 * Approve and Reject while a submission is pending; once reviewed, 'Reset to Pending' where the
 * tab allows it. `children` (e.g. Delete) follow the review buttons.
 */
export function ReviewActions({
  review: write,
  id,
  status,
  refresh,
  canReset = false,
  children,
}: {
  review: Review;
  id: number;
  status: ReviewStatus;
  refresh: Resource[];
  canReset?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const [busy, setBusy] = useState<ReviewStatus | null>(null);
  const review = async (next: ReviewStatus) => {
    setBusy(next);
    await changeStatus(t, write, id, next, refresh);
    setBusy(null);
  };
  const pending = status === 'pending';
  if (!pending && !canReset && !children) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {pending ? (
        <>
          <Button size="sm" colorPalette="green" loading={busy === 'approved'} onClick={() => void review('approved')}>
            {t('admin.review.approve')}
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" loading={busy === 'rejected'} onClick={() => void review('rejected')}>
            {t('admin.review.reject')}
          </Button>
        </>
      ) : (
        canReset && (
          <Button size="sm" variant="outline" loading={busy === 'pending'} onClick={() => void review('pending')}>
            {t('admin.review.reset')}
          </Button>
        )
      )}
      {children}
    </HStack>
  );
}
