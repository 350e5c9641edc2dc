import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ListingManager } from '#contract/managers.ts';
import { LoadFailed } from '#web-app/LoadFailed.tsx';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { adminAction, withMessage } from '../adminAction.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { removeManager } from '../api/admin.ts';
import { useAdminDates } from '../dates.ts';

/** Who manages a listing, each with Revoke (they keep their account, not the listing). */
export function ListingManagers({ synagogueId, synagogueName }: { synagogueId: number; synagogueName: string }) {
  const t = useT();
  const dates = useAdminDates();
  const { data, error, isLoading } = useAdminData(adminReads.managers(synagogueId));
  const [revoking, setRevoking] = useState<string | null>(null);

  const revoke = async (m: ListingManager) => {
    setRevoking(m.userId);
    await adminAction(() => removeManager(synagogueId, m.userId), {
      success: [t('admin.managers.removed'), t('admin.managers.removedText', { who: m.name || m.email, listing: synagogueName })],
      failure: withMessage(t('admin.managers.removeFailed'), t('admin.common.tryAgain')),
      refresh: ['synagogues', 'managerRequests'],
    });
    setRevoking(null);
  };

  if (error) return <LoadFailed size="sm" title={t('admin.managers.loadFailed')} detail={error.message} />;
  if (isLoading || !data)
    return (
      <Text color="fg.muted" textStyle="sm">
        {t('admin.managers.loading')}
      </Text>
    );
  if (data.length === 0)
    return (
      <Text color="fg.muted" textStyle="sm">
        {t('admin.managers.none', { listing: synagogueName })}
      </Text>
    );
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t('admin.managers.listLabel', { listing: synagogueName })}>
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
              <Link href={`mailto:${m.email}`} dir="ltr">
                {m.email}
              </Link>{' '}
              · {t('admin.managers.since', { when: dates.dateTime(m.createdAt) })}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={revoking === m.userId}
            onClick={() => void revoke(m)}
            aria-label={t('admin.managers.revokeLabel', { who: m.name || m.email, listing: synagogueName })}
          >
            {t('admin.managers.revoke')}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
