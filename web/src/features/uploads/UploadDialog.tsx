// The reusable upload dialog on Uppy: drop zone and file picker,
// previews, progress, retry, Escape to close and focus kept inside (Uppy's modal Dashboard).
// This module is only ever imported lazily (UploadButton), so Uppy and its CSS load with the
// first dialog an admin opens and never on a public page (docs/product-rules.md: Budgets).
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Body, type Meta, type UploadResult } from '@uppy/core';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import DashboardModal from '@uppy/react/dashboard-modal';
import { useEffect, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '#contract/uploads.ts';
import type { UploadOptions, UploadResultSummary } from './types.ts';

type UploadDialogProps = UploadOptions & { open: boolean; onClose: () => void };

function summarise(result: UploadResult<Meta, Body>): UploadResultSummary {
  return {
    successful: (result.successful ?? []).flatMap((f) => (f.uploadURL ? [{ name: f.name ?? '', uploadURL: f.uploadURL }] : [])),
    failed: (result.failed ?? []).map((f) => ({ name: f.name ?? '', error: String(f.error ?? 'Upload failed') })),
  };
}

export default function UploadDialog({
  open,
  onClose,
  maxNumberOfFiles = 1,
  maxFileSize = UPLOAD_MAX_BYTES,
  allowedFileTypes,
  note,
  getUploadTarget,
  onComplete,
}: UploadDialogProps) {
  // The callbacks may change between renders; Uppy keeps the ones it was given, so it reads these.
  const callbacks = useRef({ getUploadTarget, onComplete, onClose });
  useEffect(() => {
    callbacks.current = { getUploadTarget, onComplete, onClose };
  });

  // eslint-disable-next-line react-hooks/refs -- `callbacks` is read only inside Uppy's callbacks, never during render
  const [uppy] = useState(() => {
    const instance = new Uppy({
      autoProceed: false,
      restrictions: {
        maxNumberOfFiles,
        maxFileSize,
        allowedFileTypes: allowedFileTypes ? [...allowedFileTypes] : null,
      },
    });
    instance.use(AwsS3, {
      // Single-request uploads: a PUT to the URL the server hands out.
      shouldUseMultipart: false,
      // The key names the Uppy file; the server picks the real object key and returns it.
      generateObjectKey: (file) => file.id,
      signRequest: async (request) => {
        const file = instance.getFile(request.key);
        if (request.method !== 'PUT' || 'uploadId' in request || !file) {
          throw new Error('Only single-request uploads of a picked file are supported');
        }
        const target = await callbacks.current.getUploadTarget({
          name: file.name ?? 'file',
          type: file.type,
          size: file.size ?? 0,
        });
        // Uppy needs an absolute URL; the Worker's own upload target is a relative path.
        return { url: new URL(target.url, window.location.href).href, key: target.key, headers: target.headers };
      },
    });
    return instance;
  });

  useEffect(() => {
    const handle = async (result: UploadResult<Meta, Body>) => {
      const summary = summarise(result);
      if (!summary.successful.length) return;
      if (await callbacks.current.onComplete(summary)) callbacks.current.onClose();
    };
    uppy.on('complete', handle);
    return () => {
      uppy.off('complete', handle);
    };
  }, [uppy]);

  // Closing the dialog drops its files (and stops an unfinished upload), so it reopens empty.
  useEffect(() => {
    if (!open) uppy.cancelAll();
  }, [open, uppy]);
  useEffect(() => () => uppy.cancelAll(), [uppy]);

  return (
    <DashboardModal
      uppy={uppy}
      open={open}
      onRequestClose={() => callbacks.current.onClose()}
      closeModalOnClickOutside
      proudlyDisplayPoweredByUppy={false}
      hideProgressAfterFinish={false}
      showRemoveButtonAfterComplete
      note={note ?? null}
      fileManagerSelectionType={maxNumberOfFiles > 1 ? 'both' : 'files'}
      theme="auto"
    />
  );
}
