import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ListingManager } from '#contract/managers.ts';
import { LoadFailed } from '#web-app/LoadFailed.tsx';
import { adminAction, withMessage } from '../adminAction.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { removeManager } from '../api/admin.ts';
import { formatDateTime } from '../review/review.tsx';

/** Who manages a listing, each with Revoke (they keep their account, not the listing). */
export function ListingManagers({ synagogueId, synagogueName }: { synagogueId: number; synagogueName: string }) {
  const { data, error, isLoading } = useAdminData(adminReads.managers(synagogueId));
  const [revoking, setRevoking] = useState<string | null>(null);

  const revoke = async (m: ListingManager) => {
    setRevoking(m.userId);
    await adminAction(() => removeManager(synagogueId, m.userId), {
      success: ['Manager removed', `${m.name || m.email} no longer manages ${synagogueName}.`],
      failure: withMessage('Could not remove the manager'),
      refresh: ['synagogues', 'managerRequests'],
    });
    setRevoking(null);
  };

  if (error) return <LoadFailed size="sm" title="Could not load the managers" detail={error.message} />;
  if (isLoading || !data)
    return (
      <Text color="fg.muted" textStyle="sm">
        Loading managers...
      </Text>
    );
  if (data.length === 0)
    return (
      <Text color="fg.muted" textStyle="sm">
        Nobody manages {synagogueName} yet.
      </Text>
    );
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={`Managers of ${synagogueName}`}>
      {data.map((m) => (
        <HStack as="li" key={m.userId} justify="space-between" gap="3" wrap="wrap" borderWidth="1px" rounded="md" px="3" py="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="medium">
              {m.name || m.email}
              {m.role && (
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {' '}
                  · {m.role}
                </Text>
              )}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              <Link href={`mailto:${m.email}`}>{m.email}</Link> · since {formatDateTime(m.createdAt)}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={revoking === m.userId}
            onClick={() => void revoke(m)}
            aria-label={`Revoke ${m.name || m.email} as manager of ${synagogueName}`}
          >
            Revoke
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
