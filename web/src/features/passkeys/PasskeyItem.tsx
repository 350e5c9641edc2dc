import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { PASSKEY_NAME_MAX, type AccountPasskey } from '#contract/passkeys.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useFormat } from '../../i18n/format.ts';

/** The browser's own time zone: the account page is only rendered in the browser. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface PasskeyItemProps {
  passkey: AccountPasskey;
  /** The action in progress on this passkey, if any. */
  busy: 'rename' | 'remove' | null;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => Promise<void>;
}

/** One passkey: its name and dates, 'Rename' (an inline form) and 'Remove' (after a confirmation). */
export function PasskeyItem({ passkey, busy, onRename, onRemove }: PasskeyItemProps) {
  const t = useT();
  const format = useFormat();
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const inputId = useId();
  const date = (iso: string) => format.date(new Date(iso), localZone());

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (await onRename(name)) setMode('view');
  };

  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="passkey">
      {mode === 'rename' ? (
        <Stack as="form" gap="2" onSubmit={(e) => void rename(e)}>
          <Field.Root>
            <Field.Label htmlFor={inputId}>{t('passkeys.rename.label')}</Field.Label>
            <Input id={inputId} value={name} maxLength={PASSKEY_NAME_MAX} onChange={(e) => setName(e.target.value)} autoFocus />
          </Field.Root>
          <HStack wrap="wrap">
            <Button type="submit" size="sm" colorPalette="blue" loading={busy === 'rename'} disabled={!name.trim()}>
              {t('passkeys.rename.save')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setName(passkey.name);
                setMode('view');
              }}
            >
              {t('passkeys.action.cancel')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" overflowWrap="anywhere" dir="auto" textAlign="start">
              {passkey.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('passkeys.list.added', { date: date(passkey.createdAt) })}
              {' · '}
              {passkey.lastUsedAt ? t('passkeys.list.lastUsed', { date: date(passkey.lastUsedAt) }) : t('passkeys.list.neverUsed')}
            </Text>
          </Stack>
          {mode === 'view' && (
            <HStack wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setMode('rename')}>
                {t('passkeys.rename.button')}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setMode('remove')}>
                {t('passkeys.remove.button')}
              </Button>
            </HStack>
          )}
        </HStack>
      )}
      {mode === 'remove' && (
        <Stack gap="2" role="group" aria-label={t('passkeys.remove.button')}>
          <Text>{t('passkeys.remove.confirm')}</Text>
          <HStack wrap="wrap">
            <Button size="sm" colorPalette="red" loading={busy === 'remove'} onClick={() => void onRemove()}>
              {t('passkeys.remove.confirmButton')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
              {t('passkeys.action.cancel')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
