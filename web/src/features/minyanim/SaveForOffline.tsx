import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CloudDownload, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SAVED_LISTINGS_MAX } from '#domain/listing-limits.ts';
import { notify } from '../../app/toaster.tsx';
import { useHydrated } from '../../app/hydration.ts';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import type { SavedShulRecord } from '../offline/db.ts';
import { keepsAnything, loadSavedView, loadShulStore } from '../offline/device.ts';
import { SAVED_PATH } from '../../app/nav.ts';

type State =
  | { status: 'unknown' }
  | { status: 'unsaved' }
  | { status: 'busy'; was: SavedShulRecord | null }
  | { status: 'saved'; kept: SavedShulRecord };

/** Whether this browser can keep anything (IndexedDB refused in some private windows). */
const canKeep = () => typeof indexedDB !== 'undefined';

/**
 * 'Save for offline' on a listing's page: keeps its page and next 14 days on this device (and,
 * signed in, in the account's list), or says until when its times are kept and offers to remove it.
 */
export function SaveForOffline({ listingId, signedIn }: { listingId: number; signedIn: boolean }) {
  const t = useT();
  const format = useFormat();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ status: 'unknown' });
  const [keptUntil, setKeptUntil] = useState<string | null>(null);

  useEffect(() => {
    if (!hydrated || !canKeep()) return;
    let live = true;
    // A device that never kept anything needs no look in the store (nor its code).
    const look = keepsAnything() ? loadShulStore().then((s) => s.savedShul(listingId)) : Promise.resolve(undefined);
    void look.catch(() => undefined).then((kept) => live && setState(kept ? { status: 'saved', kept } : { status: 'unsaved' }));
    return () => {
      live = false;
    };
  }, [hydrated, listingId]);

  useEffect(() => {
    if (state.status !== 'saved') return;
    let live = true;
    void loadSavedView().then((v) => live && setKeptUntil(v.keptUntil(state.kept)));
    return () => {
      live = false;
    };
  }, [state]);

  if (!hydrated || !canKeep() || state.status === 'unknown') return null;

  const save = async () => {
    setState({ status: 'busy', was: null });
    try {
      const kept = await (await loadShulStore()).saveShul(listingId, signedIn);
      setState({ status: 'saved', kept });
      notify('success', t('saved.save.done'));
    } catch (error) {
      setState({ status: 'unsaved' });
      const store = await loadShulStore();
      const message =
        error instanceof store.DeviceFullError
          ? t('saved.save.deviceFull', { max: SAVED_LISTINGS_MAX })
          : (error as { status?: number }).status === 409
            ? ((error as { serverMessage?: string }).serverMessage ?? t('saved.save.failedText'))
            : t('saved.save.failedText');
      notify('error', t('saved.save.failed'), message);
    }
  };

  const remove = async (kept: SavedShulRecord) => {
    setState({ status: 'busy', was: kept });
    try {
      await (await loadShulStore()).removeShul(listingId, signedIn);
      setState({ status: 'unsaved' });
    } catch {
      setState({ status: 'saved', kept });
      notify('error', t('saved.save.removeFailed'));
    }
  };

  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="save-for-offline">
      {state.status === 'saved' ? (
        <Stack gap="2">
          <Text fontWeight="medium">{t('saved.save.saved')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {keptUntil
              ? t('saved.save.keptUntil', { date: format.date(new Date(`${keptUntil}T12:00:00Z`), 'UTC') })
              : t('saved.save.keptNoTimes')}{' '}
            {t('saved.save.updated', { date: format.date(new Date(state.kept.refreshedAt), timeZone) })}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Link asChild colorPalette="blue">
              <AppLink to={SAVED_PATH}>{t('saved.save.list')}</AppLink>
            </Link>
            <Button size="xs" variant="ghost" onClick={() => void remove(state.kept)}>
              <Trash2 aria-hidden /> {signedIn ? t('saved.save.removeEverywhere') : t('saved.save.remove')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="2">
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            whiteSpace="normal"
            maxW="full"
            height="auto"
            minH="8"
            py="1.5"
            loading={state.status === 'busy'}
            loadingText={state.status === 'busy' && state.was ? t('saved.save.removing') : t('saved.save.saving')}
            onClick={() => void save()}
          >
            <CloudDownload aria-hidden /> {t('saved.save.button')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {signedIn ? t('saved.save.hintSignedIn') : t('saved.save.hint')}
          </Text>
        </Stack>
      )}
    </Box>
  );
}
