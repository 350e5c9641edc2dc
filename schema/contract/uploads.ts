import { z } from './zod.ts';

/** Logos: only these image types, and at most 5 MB (docs/api.md: Logo uploads). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** The generic upload button's limit. */
export const UPLOAD_MAX_BYTES = 10_485_760;

export const uploadRequestInput = z.object({
  filename: z.string().trim().min(1, { error: 'filename is required' }).max(200),
  contentType: z.enum(LOGO_CONTENT_TYPES, { error: 'Only PNG, JPEG, WebP or GIF images are accepted' }),
  size: z
    .number({ error: 'size must be a number of bytes' })
    .int()
    .positive({ error: 'size must be a number of bytes' })
    .max(LOGO_MAX_BYTES, { error: 'Logos must be at most 5 MB' }),
});
export type UploadRequestInput = z.input<typeof uploadRequestInput>;

export interface UploadResponse {
  uploadURL: string;
  key: string;
}

export const normalizeInput = z.object({ uploadURL: z.string().trim().min(1, { error: 'uploadURL is required' }).max(4096) });
export type NormalizeInput = z.input<typeof normalizeInput>;

export interface NormalizeResponse {
  servingPath: string;
}

// Uppy's S3 endpoints under /api/uploads/ (docs/api.md: Logo uploads). The type rules
// are the logo rules: these endpoints write to the same bucket.
const uploadType = z.enum(LOGO_CONTENT_TYPES, { error: 'Only PNG, JPEG, WebP or GIF images are accepted' });

/** GET s3/params?filename=&type=&metadata[...]= (and an optional size, signed when given). */
export const s3ParamsQuery = z.object({
  filename: z.string().trim().min(1, { error: 'filename is required' }).max(200),
  type: uploadType,
  size: z.coerce
    .number({ error: 'size must be a number of bytes' })
    .int()
    .positive({ error: 'size must be a number of bytes' })
    .max(LOGO_MAX_BYTES, { error: 'Logos must be at most 5 MB' })
    .optional(),
});

/** POST s3/multipart. */
export const multipartCreateInput = z.object({
  filename: z.string().trim().min(1, { error: 'filename is required' }).max(200),
  type: uploadType,
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** POST s3/multipart/{uploadId}/complete. */
export const multipartCompleteInput = z.object({
  parts: z
    .array(
      z.object({
        PartNumber: z.coerce.number().int().min(1, { error: 'PartNumber must be 1 to 10000' }).max(10_000),
        ETag: z.string().trim().min(1, { error: 'ETag is required' }).max(200),
      }),
    )
    .min(1, { error: 'parts must list at least one part' })
    .max(10_000),
});

/** Single-upload parameters (the upload parameters response), plus the key the server chose. */
export interface UploadParameters {
  method: 'PUT';
  url: string;
  fields: Record<string, string>;
  headers: Record<string, string>;
  expires: number;
  key: string;
}
