// Logo upload (README: Admin and logo uploads): ask the server where to PUT the file, and afterwards turn the upload URL
// into the path the logo is served at.
import type { NormalizeResponse, UploadResponse } from '../../../../schema/uploads.ts';
import { notify } from '../../app/toaster.tsx';
import { api } from '../../lib/api.ts';
import { handleUnauthorized } from '../../lib/unauthorized.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import type { PickedFile, UploadTarget } from './types.ts';

/** POST /api/objects/upload; on failure toasts 'Failed to get upload URL' and rethrows, so the dialog shows the file as failed with Retry. */
export async function logoUploadTarget(file: PickedFile): Promise<UploadTarget> {
  try {
    const { uploadURL, key } = await api.post<UploadResponse>('/api/objects/upload', {
      filename: file.name,
      contentType: file.type,
      size: file.size,
    });
    // The content type is signed into the URL, so the PUT must send exactly this type.
    return { url: uploadURL, key, headers: { 'content-type': file.type } };
  } catch (error) {
    if (!handleUnauthorized(error)) notify('error', 'Failed to get upload URL', errorMessage(error));
    throw error;
  }
}

/**
 * POST /api/objects/normalize → the serving path. If normalize fails, the raw upload
 * URL becomes the logo URL and the upload still counts as a success.
 */
export async function logoUrlFor(uploadURL: string): Promise<string> {
  try {
    const { servingPath } = await api.post<NormalizeResponse>('/api/objects/normalize', { uploadURL });
    return servingPath;
  } catch (error) {
    handleUnauthorized(error);
    return new URL(uploadURL, window.location.href).href;
  }
}
