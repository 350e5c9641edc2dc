import { Button, type ButtonProps } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { UploadOptions } from './types.ts';

const UploadDialog = lazy(() => import('./UploadDialog.tsx'));

/**
 * A button that opens the upload dialog. The dialog's code (Uppy)
 * is fetched on the first click, then the dialog stays mounted and is only shown or hidden.
 */
export function UploadButton({
  children,
  buttonProps,
  ...options
}: UploadOptions & { children?: React.ReactNode; buttonProps?: ButtonProps }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        {...buttonProps}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Upload aria-hidden />
        {children ?? t('forms.upload.button')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <UploadDialog {...options} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
