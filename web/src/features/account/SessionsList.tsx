import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AccountSession } from '#contract/account.ts';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { notify } from '../../app/toaster.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useFormat } from '../../i18n/format.ts';
import type { MessageId } from '../../i18n/ids.ts';
import { useRead } from '../../lib/useRead.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { accountSessions, endOtherSessions, endSession } from './api/account.ts';

/** The visitor's own time zone: the account page renders only in their browser, never at build time. */
const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The account's sessions, each with 'Sign out'; 'Sign out everywhere else' when there are others. */
export function SessionsList() {
  const t = useT();
  const format = useFormat();
  const { data, error, isLoading, mutate } = useRead(accountSessions);
  const [busy, setBusy] = useState<string | null>(null);
  const tryAgain = t('forms.error.tryAgain');
  if (error) return <LoadFailed title={t('account.sessionsFailed')} detail={errorMessage(error, tryAgain)} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton height="24" aria-busy="true" />;

  const when = (iso: string) => format.dateTime(new Date(iso), ownTimeZone());
  const act = async (key: string, run: () => Promise<unknown>, done: MessageId) => {
    setBusy(key);
    try {
      await run();
      notify('success', t(done));
      await mutate();
    } catch (e) {
      notify('error', t('account.actionFailed'), errorMessage(e, tryAgain));
    } finally {
      setBusy(null);
    }
  };
  const others = data.filter((s) => !s.current);
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('account.sessionsHeading')}>
        {data.map((s: AccountSession) => (
          <HStack as="li" key={s.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" wrap="wrap" data-testid="session">
            <Stack gap="0">
              <HStack wrap="wrap">
                <Text fontWeight="medium">{s.device ? <bdi>{s.device}</bdi> : t('account.unknownDevice')}</Text>
                {s.current && <Badge colorPalette="green">{t('account.thisDevice')}</Badge>}
                {s.passkey && <Badge colorPalette="blue">{t('account.passkeyBadge')}</Badge>}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t('account.sessionDates', { created: when(s.createdAt), lastSeen: when(s.lastSeenAt) })}
              </Text>
            </Stack>
            {!s.current && (
              <Button
                size="sm"
                variant="outline"
                loading={busy === s.id}
                onClick={() => void act(s.id, () => endSession(s.id), 'account.sessionEnded')}
              >
                {t('account.signOutSession')}
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
          onClick={() => void act('others', endOtherSessions, 'account.othersEnded')}
        >
          {t('account.signOutOthers')}
        </Button>
      )}
    </Stack>
  );
}
