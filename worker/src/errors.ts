import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Locale } from '#domain/languages.ts';
import { translator, type MessageArgs, type Translate, type WorkerMessageId } from './i18n/translate.ts';
import { localizedFieldErrors } from './i18n/field-errors.ts';

export type { ApiErrorBody } from '#contract/field-errors.ts';

/** A message by its catalog id, said in the language of the request that gets it. */
export interface Said {
  id: WorkerMessageId;
  args?: MessageArgs;
}

/** `said('errors.listingNotFound')`: a message an ApiError carries by id. */
export const said = (id: WorkerMessageId, args?: MessageArgs): Said => ({ id, args });

/** What an ApiError says: plain text, a message by id, or sentences by id said one after another. */
export type Saying = string | Said | readonly Said[];

/** A saying in a language: plain text as it is, messages by id translated. */
function sayIn(t: Translate, saying: Saying): string {
  if (typeof saying === 'string') return saying;
  if ('id' in saying) return t(saying.id, saying.args);
  return saying.map((s) => t(s.id, s.args)).join(' ');
}

const english = translator('en');

/**
 * Thrown anywhere in a request; the error handler turns it into `{ message, errors? }` with
 * `status`. A message given by id (`said(…)`) is answered in the request's language; a plain
 * string is answered as it is. `message` and `errors` hold the English text either way.
 */
export class ApiError extends Error {
  readonly errors?: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly said: Saying,
    readonly saidErrors?: Record<string, Saying>,
    readonly headers?: Record<string, string>,
  ) {
    super(sayIn(english, said));
    if (saidErrors) this.errors = Object.fromEntries(Object.entries(saidErrors).map(([field, m]) => [field, sayIn(english, m)]));
  }

  /** The answer's body in a language: messages given by id translated, plain strings as they are. */
  bodyIn(locale: Locale): { message: string; errors?: Record<string, string> } {
    const t = translator(locale);
    const body: { message: string; errors?: Record<string, string> } = { message: sayIn(t, this.said) };
    if (this.saidErrors) body.errors = Object.fromEntries(Object.entries(this.saidErrors).map(([field, m]) => [field, sayIn(t, m)]));
    return body;
  }
}

/** The `message` of a 400: every offending field with its message, the whole payload's bare. */
const summary = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, text]) => (field === '_' ? text : `${field}: ${text}`))
    .join('; ');

/**
 * A 400 that names every offending field in its message and in `errors`, worded in `locale`
 * (i18n/field-errors.ts). `input` is what was parsed, so a missing field reads as required.
 */
export function validationError(error: z.ZodError, locale: Locale = 'en', input?: unknown): ApiError {
  const errors = localizedFieldErrors(error, locale, input);
  return new ApiError(400, summary(errors), errors);
}
