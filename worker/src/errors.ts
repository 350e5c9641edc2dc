import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '#contract/zod.ts';
import type { CheckIssue } from '#contract/field-errors.ts';
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

/**
 * What an ApiError says: a message by id, or sentences by id said one after another. Never plain
 * text: the type refuses a string, so no error reaches a visitor in English only.
 */
export type Saying = Said | readonly Said[];

/** A failed parse: its fields are worded in the answer's language (i18n/field-errors.ts). */
export interface ParseFailure {
  readonly failed: z.ZodError;
  /** What was parsed, so that a missing field reads as required. */
  readonly input?: unknown;
}

const isParseFailure = (s: Saying | ParseFailure): s is ParseFailure => 'failed' in s;

const sayIn = (t: Translate, saying: Saying): string =>
  'id' in saying ? t(saying.id, saying.args) : saying.map((s) => t(s.id, s.args)).join(' ');

/** The `message` of a 400: every offending field with its message, the whole payload's bare. */
const summary = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, text]) => (field === '_' ? text : `${field}: ${text}`))
    .join('; ');

interface Body {
  message: string;
  errors?: Record<string, string>;
}

function bodyOf(locale: Locale, said: Saying | ParseFailure, saidErrors: Record<string, Saying> | undefined): Body {
  if (isParseFailure(said)) {
    const errors = localizedFieldErrors(said.failed, locale, said.input);
    return { message: summary(errors), errors };
  }
  const t = translator(locale);
  const body: Body = { message: sayIn(t, said) };
  if (saidErrors) body.errors = Object.fromEntries(Object.entries(saidErrors).map(([field, m]) => [field, sayIn(t, m)]));
  return body;
}

/**
 * Thrown anywhere in a request; the error handler turns it into `{ message, errors? }` with
 * `status`, said in the request's language. `message` and `errors` hold the English text.
 */
export class ApiError extends Error {
  readonly errors?: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly said: Saying | ParseFailure,
    readonly saidErrors?: Record<string, Saying>,
    readonly headers?: Record<string, string>,
  ) {
    // The type refuses text; this refuses it from a cast too, before it could answer English alone.
    if (typeof (said as unknown) === 'string') throw new TypeError('An ApiError names its message by id: said(…)');
    const english = bodyOf('en', said, saidErrors);
    super(english.message);
    if (english.errors) this.errors = english.errors;
  }

  /** The answer's body in a language. */
  bodyIn(locale: Locale): Body {
    return bodyOf(locale, this.said, this.saidErrors);
  }
}

/**
 * A 400 naming one field, as validation names it: `message` is 'field: text' and `errors` has
 * the field's text, both said in the request's language.
 */
export function fieldError(field: string, message: Said, status: ContentfulStatusCode = 400): ApiError {
  return new ApiError(status, [said('errors.fieldPrefix', { field }), message], { [field]: message });
}

/**
 * A 400 that names every offending field in its message and in `errors`, worded in the language
 * of the request that gets it (i18n/field-errors.ts). `input` is what was parsed, so a missing
 * field reads as required.
 */
export function validationError(error: z.ZodError, input?: unknown): ApiError {
  return new ApiError(400, { failed: error, input });
}

/** A 400 from checks a service made itself (a merged patch's dates), worded like a failed parse's. */
export function checkError(issues: readonly CheckIssue[]): ApiError {
  const failed = new z.ZodError(
    issues.map((i) => ({
      code: 'custom' as const,
      path: [i.path],
      message: i.message,
      input: undefined,
      params: { kind: i.kind, args: i.args },
    })),
  );
  return validationError(failed);
}
