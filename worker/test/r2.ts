import { env } from 'cloudflare:workers';
import { app } from '../src/app.ts';
import { ORIGIN } from './helpers.ts';

/** The Worker's bindings with made-up R2 S3 secrets, so that presigning and the S3 API are enabled. */
export const R2_ENV = {
  ...env,
  R2_ACCOUNT_ID: 'test-account',
  R2_ACCESS_KEY_ID: 'TESTACCESSKEY',
  R2_SECRET_ACCESS_KEY: 'test-secret',
  R2_BUCKET: 'test-bucket',
};

/** The bucket's S3 endpoint for R2_ENV. */
export const R2_BUCKET_URL = 'https://test-account.r2.cloudflarestorage.com/test-bucket';

/** Calls the app with R2_ENV (exports.default cannot take other bindings) as a same-origin browser. */
export function withR2(path: string, init: { method?: string; json?: unknown; cookie: string }) {
  const headers: Record<string, string> = { cookie: init.cookie, origin: ORIGIN };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return app.request(
    path,
    { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) },
    R2_ENV,
  );
}
