import { Button, HStack } from '@chakra-ui/react';
import { Download, MapPin } from 'lucide-react';
import { useState } from 'react';
import { adminAction, withMessage } from './adminAction.ts';
import { geocodeListings, startImport as startImportJob } from './api/admin.ts';

/**
 * The admin header: 'Add GPS Coordinates' ('Geocoding...' while it runs) and 'Start Import'
 * ('Importing...'), with their toasts (docs/product-rules.md: Toasts). The jobs they start carry on in the cron.
 */
export function JobButtons() {
  const [running, setRunning] = useState<'geocode' | 'import' | null>(null);

  const geocode = async () => {
    setRunning('geocode');
    await adminAction(() => geocodeListings(), {
      success: (r) => ['Geocoding completed', `Added coordinates to ${r.succeeded} synagogues using basic city lookup`],
      failure: withMessage('Geocoding failed'),
      refresh: ['synagogues', 'jobs'],
    });
    setRunning(null);
  };

  const startImport = async () => {
    setRunning('import');
    await adminAction(() => startImportJob(), {
      success: ['Import started', 'This will take several hours to complete'],
      failure: withMessage('Import not started'),
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
        loadingText="Geocoding..."
        disabled={running !== null}
      >
        <MapPin aria-hidden />
        Add GPS Coordinates
      </Button>
      <Button
        colorPalette="blue"
        onClick={() => void startImport()}
        loading={running === 'import'}
        loadingText="Importing..."
        disabled={running !== null}
      >
        <Download aria-hidden />
        Start Import
      </Button>
    </HStack>
  );
}
