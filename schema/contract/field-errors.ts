// The one mapping from zod's issues to field messages, used by the API's 400 answers and by the
// web forms that check the same schemas before sending (docs/api.md: Errors).
import type { z } from 'zod';

/** A message per field: keys are dotted paths ('openingHours.Sunday'), '_' is the payload as a whole. */
export type FieldErrors = Record<string, string>;

/** Every API error answers `{ message, errors? }`; `errors` names a message per field (400s). */
export interface ApiErrorBody {
  message: string;
  errors?: FieldErrors;
}

/** One message per field (the first zod gives), keyed by the dotted path: the API's `errors` map. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The same messages folded to their top-level field ('openingHours.Sunday' → 'openingHours'),
 * the first per field: a form shows one message next to each input.
 */
export function topLevelFieldErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) out[key.split('.')[0]!] ??= message;
  return out;
}

/**
 * A check of several fields together (an end before its start), made by a refinement and again by
 * a service on a merged patch: the field it names, its English words, and its kind, by which the
 * Worker words it in other languages (`errors.kind.<kind>`, worker/src/i18n/field-errors.ts).
 */
export interface CheckIssue {
  path: string;
  message: string;
  kind: string;
  args?: Record<string, string | number>;
}

/** A refinement's failed checks as zod issues, each naming its kind. */
export function addCheckIssues(ctx: z.RefinementCtx, issues: readonly CheckIssue[]): void {
  for (const { path, message, kind, args } of issues) ctx.addIssue({ code: 'custom', message, path: [path], params: { kind, args } });
}
