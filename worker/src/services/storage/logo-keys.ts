// Object keys for uploaded logos: always made by the server (`logos/{uuid}.{ext}`), so a
// client can never choose a path, and the extension fixes the content type.
import { LOGO_CONTENT_TYPES } from '#contract/uploads.ts';

export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

const EXTENSIONS: Record<LogoContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const KEY_PATTERN = /^logos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

export const isLogoContentType = (type: string): type is LogoContentType => (LOGO_CONTENT_TYPES as readonly string[]).includes(type);

export function newLogoKey(contentType: LogoContentType): string {
  return `logos/${crypto.randomUUID()}.${EXTENSIONS[contentType]}`;
}

export const isLogoKey = (key: string): boolean => KEY_PATTERN.test(key);

/** The content type a logo key stands for, or null for a key this server never makes. */
export function contentTypeOfKey(key: string): LogoContentType | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const ext = match[1];
  return (Object.keys(EXTENSIONS) as LogoContentType[]).find((t) => EXTENSIONS[t] === ext) ?? null;
}

/** The public path an object is served at (GET /objects/*). */
export const servingPath = (key: string) => `/objects/${key}`;
