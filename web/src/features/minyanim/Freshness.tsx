import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, Flag } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { STALE_AFTER_MONTHS } from '#domain/freshness.ts';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { notify } from '../../app/toaster.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { confirmTimes } from './api/listing.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { hasTimes } from './format.ts';
import { freshnessLabel } from './freshnessLabel.ts';

// Loaded once the visitor first asks to report a problem: the dialog's forms bring the shared
// schemas (zod), which the listing page does not need to show itself.
const ReportProblemDialog = lazy(() => import('./ReportProblemDialog.tsx').then((m) => ({ default: m.ReportProblemDialog })));

interface FreshnessProps {
  listing: SynagogueDetail;
  /** Called after a visitor confirmed the times, so the page shows the new line. */
  onConfirmed: () => void;
}

/**
 * Where the times come from and when they were last confirmed ('Confirmed by the shul on
 * 3 Nov 2026'), marked when that is too long ago, and the two ways a visitor keeps it fresh.
 */
export function Freshness({ listing, onConfirmed }: FreshnessProps) {
  const t = useT();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [reporting, setReporting] = useState(false);
  // Mounted from the first opening on, so that closing it plays the dialog's own exit.
  const [reported, setReported] = useState(false);
  const { freshness } = listing;
  const timesListed = hasTimes(listing);
  const label = freshnessLabel(t, freshness, locale);

  const confirm = async () => {
    setConfirming(true);
    try {
      await confirmTimes(listing.id);
      onConfirmed();
      setConfirmed(true);
      notify('success', t('minyanim.freshness.thanks'), t('minyanim.freshness.thanksText'));
    } catch (error) {
      notify('error', t('minyanim.freshness.confirmFailed'), errorMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" data-testid="times-confirmed">
            {label ?? t('minyanim.freshness.none')}
          </Text>
          {label && freshness.stale && (
            <Badge colorPalette="orange" variant="solid" bg="orange.700" color="white" data-testid="times-stale">
              {t('minyanim.freshness.stale')}
            </Badge>
          )}
        </HStack>
        {label && freshness.stale && (
          <Text fontSize="sm" color="fg.muted">
            {t('minyanim.freshness.staleText', { months: STALE_AFTER_MONTHS })}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('minyanim.source.label', { source: t(`minyanim.source.${listing.source}`) })}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {timesListed && (
          <Button size="sm" colorPalette="green" variant="outline" onClick={confirm} loading={confirming} disabled={confirmed}>
            <CheckCircle2 aria-hidden /> {t('minyanim.freshness.confirm')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setReported(true);
            setReporting(true);
          }}
        >
          <Flag aria-hidden /> {t('minyanim.freshness.report')}
        </Button>
      </HStack>
      {reported && (
        <Suspense fallback={null}>
          <ReportProblemDialog
            synagogueId={listing.id}
            synagogueName={listing.name}
            rules={listing.minyanim}
            open={reporting}
            onOpenChange={setReporting}
          />
        </Suspense>
      )}
    </Stack>
  );
}
