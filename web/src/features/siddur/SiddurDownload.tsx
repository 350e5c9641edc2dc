import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { CloudDownload, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Nusach } from '#contract/siddur.ts';
import { useHydrated } from '../../app/hydration.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { formatBytes } from '../offline/bytes.ts';
import { browserOffline, keepsAnything, loadTextStore } from '../offline/device.ts';
import type { SiddurOnDevice, SiddurPlan } from '../offline/texts.ts';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../../app/theme.ts';

// The recipe of the download's progress bar, registered as this module loads (after the page's).
registerRecipes({ progress: progressSlotRecipe });

type State =
  | { status: 'idle' }
  | { status: 'measuring' }
  | { status: 'measured'; plan: SiddurPlan }
  | { status: 'downloading'; done: number; total: number }
  | { status: 'done'; bytes: number }
  | { status: 'failed' };

/**
 * 'Download the siddur for offline' for a nusach: its whole service set, fetched once, its size
 * shown first; and what of it this device already keeps, with a way to remove it. Rendered in the
 * browser only: it is about this device.
 */
export function SiddurDownload({ nusach }: { nusach: Nusach }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [onDevice, setOnDevice] = useState<SiddurOnDevice | null>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const name = t(`siddur.nusach.${nusach}`);
  const supported = hydrated && typeof indexedDB !== 'undefined';

  const measureDevice = () => {
    if (!keepsAnything()) {
      setOnDevice({ parts: 0, bytes: 0 });
      return;
    }
    void loadTextStore()
      .then((store) => store.siddurOnDevice(nusach))
      .then(setOnDevice, () => setOnDevice({ parts: 0, bytes: 0 }));
  };
  useEffect(() => {
    // What this device keeps is known only in the browser, once per nusach shown.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (supported) measureDevice();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported, nusach]);
  useEffect(() => {
    // A new nusach starts over.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ status: 'idle' });
  }, [nusach]);

  if (!supported || !onDevice) return null;

  const measure = async () => {
    setState({ status: 'measuring' });
    try {
      setState({ status: 'measured', plan: await (await loadTextStore()).planSiddurDownload(nusach) });
    } catch {
      setState({ status: 'failed' });
    }
  };
  const download = async (plan: SiddurPlan) => {
    setState({ status: 'downloading', done: 0, total: 1 });
    try {
      const store = await loadTextStore();
      await store.downloadSiddur(plan, (done, total) => setState({ status: 'downloading', done, total }));
      const kept = await store.siddurOnDevice(nusach);
      setOnDevice(kept);
      setState({ status: 'done', bytes: kept.bytes });
    } catch {
      setState({ status: 'failed' });
      measureDevice();
    }
  };
  const remove = async () => {
    await (await loadTextStore()).removeSiddur(nusach);
    setState({ status: 'idle' });
    measureDevice();
  };

  return (
    <Box as="section" aria-labelledby="siddur-download-heading" borderWidth="1px" borderRadius="md" p="4" data-testid="siddur-download">
      <Stack gap="3">
        <Text as="h2" id="siddur-download-heading" fontWeight="semibold">
          {t('saved.siddur.heading')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {onDevice.parts > 0
            ? t('saved.siddur.kept', { parts: onDevice.parts, nusach: name, size: formatBytes(onDevice.bytes, locale) })
            : t('saved.siddur.intro', { nusach: name })}
        </Text>
        <div aria-live="polite">
          {state.status === 'measured' &&
            (state.plan.missing === 0 ? (
              <Text fontSize="sm">{t('saved.siddur.complete', { nusach: name })}</Text>
            ) : (
              <Stack gap="2">
                <Text fontSize="sm" data-testid="siddur-download-size">
                  {t('saved.siddur.size', {
                    nusach: name,
                    services: state.plan.services,
                    missing: state.plan.missing,
                    size: formatBytes(state.plan.bytes, locale),
                  })}
                </Text>
                <HStack gap="2">
                  <Button size="sm" colorPalette="blue" onClick={() => void download(state.plan)}>
                    {t('saved.siddur.confirm')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setState({ status: 'idle' })}>
                    {t('saved.siddur.cancel')}
                  </Button>
                </HStack>
              </Stack>
            ))}
          {state.status === 'downloading' && (
            <Progress.Root value={state.total ? (state.done / state.total) * 100 : null} size="sm" maxW="sm">
              <Progress.Label fontSize="sm">{t('saved.siddur.progress', { done: state.done, total: state.total })}</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {state.status === 'done' && (
            <Text fontSize="sm" color="green.fg">
              {t('saved.siddur.done', { nusach: name, size: formatBytes(state.bytes, locale) })}
            </Text>
          )}
          {state.status === 'failed' && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {t('saved.siddur.failed')}
            </Text>
          )}
        </div>
        <HStack gap="2" wrap="wrap">
          {(state.status === 'idle' || state.status === 'failed' || state.status === 'measuring') && !browserOffline() && (
            <Button
              size="sm"
              variant="outline"
              // The label names the nusach: it wraps rather than push a 375 px page sideways.
              whiteSpace="normal"
              flexShrink={1}
              maxW="full"
              height="auto"
              minH="8"
              py="1.5"
              textAlign="start"
              loading={state.status === 'measuring'}
              loadingText={t('saved.siddur.measuring')}
              onClick={() => void measure()}
            >
              <CloudDownload aria-hidden /> {t('saved.siddur.download', { nusach: name })}
            </Button>
          )}
          {onDevice.parts > 0 && state.status !== 'downloading' && (
            <Button size="sm" variant="ghost" onClick={() => void remove()}>
              <Trash2 aria-hidden /> {t('saved.siddur.remove')}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
