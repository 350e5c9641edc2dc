import { z } from 'zod';

/** design.md §3 Logos: only these image types, and at most 5 MB (spec §9). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** Spec §9: the generic upload button's limit. */
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
