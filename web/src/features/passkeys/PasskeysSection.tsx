import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { notify } from '../../app/toaster.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useRead } from '../../lib/useRead.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { accountPasskeys, addPasskey, removePasskey, renamePasskey, useWebAuthnAvailable } from './api.ts';
import { wasAbandoned } from './ceremony.ts';
import { PasskeyItem } from './PasskeyItem.tsx';

type Busy = { id: string; action: 'rename' | 'remove' } | 'add' | null;

/** The account page's Passkeys section: the account's passkeys, 'Add a passkey', rename and remove. */
export function PasskeysSection() {
  const t = useT();
  const { data, error, isLoading, mutate } = useRead(accountPasskeys);
  const [busy, setBusy] = useState<Busy>(null);
  const supported = useWebAuthnAvailable();

  const run = async (next: Busy, action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(next);
    try {
      await action();
      notify('success', done);
      await mutate();
      return true;
    } catch (e) {
      // Closing the browser's dialog is the person's choice, not a failure to report.
      if (!wasAbandoned(e)) notify('error', failed, errorMessage(e));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const list = () => {
    if (error) return <LoadFailed title={t('passkeys.list.loadFailed')} detail={errorMessage(error)} onRetry={() => void mutate()} />;
    if (isLoading || !data) return <Skeleton height="16" aria-busy="true" />;
    if (data.length === 0) return <Text color="fg.muted">{t('passkeys.list.empty')}</Text>;
    return (
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('passkeys.list.label')}>
        {data.map((passkey) => (
          <PasskeyItem
            key={passkey.id}
            passkey={passkey}
            busy={busy !== null && busy !== 'add' && busy.id === passkey.id ? busy.action : null}
            onRename={(name) =>
              run(
                { id: passkey.id, action: 'rename' },
                () => renamePasskey(passkey.id, name),
                t('passkeys.rename.done'),
                t('passkeys.action.failed'),
              )
            }
            onRemove={async () => {
              await run(
                { id: passkey.id, action: 'remove' },
                () => removePasskey(passkey.id),
                t('passkeys.remove.done'),
                t('passkeys.action.failed'),
              );
            }}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="passkeys-heading">
      <Heading as="h2" size="lg" id="passkeys-heading">
        {t('passkeys.section.heading')}
      </Heading>
      <Text>{t('passkeys.section.intro')}</Text>
      {list()}
      {supported ? (
        <Button
          alignSelf="flex-start"
          variant="outline"
          colorPalette="blue"
          loading={busy === 'add'}
          onClick={() => void run('add', addPasskey, t('passkeys.add.done'), t('passkeys.add.failed'))}
        >
          {t('passkeys.add.button')}
        </Button>
      ) : (
        <Text color="fg.muted">{t('passkeys.add.unsupported')}</Text>
      )}
    </Stack>
  );
}
