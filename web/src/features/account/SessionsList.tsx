import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AccountSession } from '#contract/account.ts';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { notify } from '../../app/toaster.tsx';
import { useRead } from '../../lib/useRead.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { accountSessions, endOtherSessions, endSession } from './api/account.ts';
import { ACCOUNT_TEXT } from './text.ts';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The account's sessions, each with 'Sign out'; 'Sign out everywhere else' when there are others. */
export function SessionsList() {
  const { data, error, isLoading, mutate } = useRead(accountSessions);
  const [busy, setBusy] = useState<string | null>(null);
  if (error) return <LoadFailed title={ACCOUNT_TEXT.sessionsFailed} detail={errorMessage(error)} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton height="24" aria-busy="true" />;

  const act = async (key: string, run: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await run();
      notify('success', done);
      await mutate();
    } catch (e) {
      notify('error', ACCOUNT_TEXT.actionFailed, errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const others = data.filter((s) => !s.current);
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={ACCOUNT_TEXT.sessionsHeading}>
        {data.map((s: AccountSession) => (
          <HStack as="li" key={s.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" wrap="wrap" data-testid="session">
            <Stack gap="0">
              <HStack>
                <Text fontWeight="medium">{s.device ?? ACCOUNT_TEXT.unknownDevice}</Text>
                {s.current && <Badge colorPalette="green">{ACCOUNT_TEXT.thisDevice}</Badge>}
                {s.passkey && <Badge colorPalette="blue">{ACCOUNT_TEXT.passkeyBadge}</Badge>}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {ACCOUNT_TEXT.sessionDates(when(s.createdAt), when(s.lastSeenAt))}
              </Text>
            </Stack>
            {!s.current && (
              <Button
                size="sm"
                variant="outline"
                loading={busy === s.id}
                onClick={() => void act(s.id, () => endSession(s.id), ACCOUNT_TEXT.sessionEnded)}
              >
                {ACCOUNT_TEXT.signOutSession}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      {others.length > 0 && (
        <Button
          alignSelf="flex-start"
          variant="outline"
          loading={busy === 'others'}
          onClick={() => void act('others', endOtherSessions, ACCOUNT_TEXT.othersEnded)}
        >
          {ACCOUNT_TEXT.signOutOthers}
        </Button>
      )}
    </Stack>
  );
}
