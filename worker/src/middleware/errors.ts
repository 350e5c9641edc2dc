import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, type ApiErrorBody } from '../errors.ts';
import type { AppEnv } from '../env.ts';
import { translator } from '../i18n/translate.ts';
import { requestLocale } from './language.ts';

/**
 * Every failure becomes JSON `{ message, errors? }` in the request's language; a stack trace never
 * reaches the client.
 */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const locale = requestLocale(c);
  if (err instanceof ApiError) return c.json(err.bodyIn(locale) satisfies ApiErrorBody, err.status, err.headers);
  const t = translator(locale);
  if (err instanceof HTTPException) {
    const status = err.status;
    // Hono's body parsers throw 400 for malformed JSON, and the body limit 413. Their messages are
    // English: another language gets the catalog's.
    const english = err.message || (status === 400 ? t('errors.invalidBody') : 'Request failed');
    const message = status === 400 && locale !== 'en' ? t('errors.invalidBody') : english;
    return c.json({ message } satisfies ApiErrorBody, status);
  }
  console.error('Unhandled error', c.req.method, c.req.path, err);
  return c.json({ message: t('errors.internal') } satisfies ApiErrorBody, 500);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(
    { message: translator(requestLocale(c))('errors.routeNotFound', { method: c.req.method, path: c.req.path }) } satisfies ApiErrorBody,
    404,
  );
