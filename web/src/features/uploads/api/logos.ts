// The logo upload's two calls: where to PUT a file (a presigned URL), and the path an uploaded
// file is served at. The PUT itself goes to the URL the first call answers (Uppy sends it).
import type { UploadRequestInput } from '#contract/uploads.ts';
import { answer, client } from '#web-lib/client.ts';

const objects = client.api.objects;

export const uploadTarget = (json: UploadRequestInput) => answer(objects.upload.$post({ json }));
export const normalizeUpload = (uploadURL: string) => answer(objects.normalize.$post({ json: { uploadURL } }));
