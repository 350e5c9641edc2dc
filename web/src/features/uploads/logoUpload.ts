// Logo upload (docs/architecture.md: Logos in R2): ask the server where to PUT the file, and afterwards turn the upload URL
// into the path the logo is served at.
import type { UploadRequestInput } from '#contract/uploads.ts';
import { notify } from '../../app/toaster.tsx';
import { sayOnPage } from '../../i18n/sayOnPage.ts';
import { handleUnauthorized } from '../../lib/unauthorized.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { normalizeUpload, uploadTarget } from './api/logos.ts';
import type { PickedFile, UploadTarget } from './types.ts';

/** Asks where to upload; on failure toasts 'Failed to get upload URL' (in the page's language) and rethrows, so the dialog shows the file as failed with Retry. */
export async function logoUploadTarget(file: PickedFile): Promise<UploadTarget> {
  try {
    const { uploadURL, key } = await uploadTarget({
      filename: file.name,
      // The browser's own type, as picked: the API refuses any but the logo types, naming the field.
      contentType: file.type as UploadRequestInput['contentType'],
      size: file.size,
    });
    // The content type is signed into the URL, so the PUT must send exactly this type.
    return { url: uploadURL, key, headers: { 'content-type': file.type } };
  } catch (error) {
    if (!handleUnauthorized(error)) notify('error', sayOnPage('forms.upload.targetFailed'), errorMessage(error));
    throw error;
  }
}

/**
 * The upload URL → the path it is served at. If normalize fails, the raw upload
 * URL becomes the logo URL and the upload still counts as a success.
 */
export async function logoUrlFor(uploadURL: string): Promise<string> {
  try {
    const { servingPath } = await normalizeUpload(uploadURL);
    return servingPath;
  } catch (error) {
    handleUnauthorized(error);
    return new URL(uploadURL, window.location.href).href;
  }
}
