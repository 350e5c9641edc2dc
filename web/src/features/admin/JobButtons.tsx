import { Button, HStack } from '@chakra-ui/react';
import { Download, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { adminAction, withMessage } from './adminAction.ts';
import { geocodeListings, startImport as startImportJob } from './api/admin.ts';

/**
 * The admin header: 'Add GPS Coordinates' ('Geocoding...' while it runs) and 'Start Import'
 * ('Importing...'), with their toasts (docs/product-rules.md: Toasts). The jobs they start carry on in the cron.
 */
export function JobButtons() {
  const t = useT();
  const [running, setRunning] = useState<'geocode' | 'import' | null>(null);

  const geocode = async () => {
    setRunning('geocode');
    await adminAction(() => geocodeListings(), {
      success: (r) => [t('admin.jobButtons.geocoded'), t('admin.jobButtons.geocodedText', { count: r.succeeded })],
      failure: withMessage(t('admin.jobButtons.geocodeFailed'), t('admin.common.tryAgain')),
      refresh: ['synagogues', 'jobs'],
    });
    setRunning(null);
  };

  const startImport = async () => {
    setRunning('import');
    await adminAction(() => startImportJob(), {
      success: [t('admin.jobButtons.importStarted'), t('admin.jobButtons.importStartedText')],
      failure: withMessage(t('admin.jobButtons.importFailed'), t('admin.common.tryAgain')),
      refresh: ['jobs'],
    });
    setRunning(null);
  };

  return (
    <HStack gap="3" wrap="wrap">
      <Button
        variant="outline"
        onClick={() => void geocode()}
        loading={running === 'geocode'}
        loadingText={t('admin.jobButtons.geocoding')}
        disabled={running !== null}
      >
        <MapPin aria-hidden />
        {t('admin.jobButtons.geocode')}
      </Button>
      <Button
        colorPalette="blue"
        onClick={() => void startImport()}
        loading={running === 'import'}
        loadingText={t('admin.jobButtons.importing')}
        disabled={running !== null}
      >
        <Download aria-hidden />
        {t('admin.jobButtons.import')}
      </Button>
    </HStack>
  );
}
