// How a failed parse of a form becomes messages in the page's language (docs/translating.md:
// Form validation messages). The shared zod schemas carry English messages, which the API
// answers with; the browser names each issue by what went wrong with the field, and takes that
// kind's message for the field from the catalogs.
import type { z } from 'zod';
import { FORBIDDEN_CHARACTERS_MESSAGE, hasVisibleText } from '#domain/text-rules.ts';
import type { FieldErrors } from '#contract/field-errors.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';

/** What went wrong with a field, whatever the schema's words for it. */
export type IssueKind = 'required' | 'tooShort' | 'tooLong' | 'forbiddenCharacters' | 'invalid';

/** A form's own messages, per field and kind: `{ email: { invalid: 'forms.error.email.invalid' } }`. */
export type FieldMessages = Readonly<Record<string, Partial<Record<IssueKind, MessageId>>>>;

/** The message of each kind for a field its form does not name. */
const GENERIC: Record<IssueKind, MessageId> = {
  required: 'forms.error.required',
  tooShort: 'forms.error.tooShort',
  tooLong: 'forms.error.tooLong',
  forbiddenCharacters: 'forms.error.forbiddenCharacters',
  invalid: 'forms.error.invalid',
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !hasVisibleText(value));

/**
 * The kind of an issue on a field holding `value`. Length limits are read from the issue; a
 * field left empty (or only spaces) is 'required' whichever check caught it, since a required
 * text field's schema trims before it checks.
 */
export function issueKind(issue: z.core.$ZodIssue, value: unknown): IssueKind {
  if (issue.message === FORBIDDEN_CHARACTERS_MESSAGE) return 'forbiddenCharacters';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small' && Number(issue.minimum) > 1) return 'tooShort';
  if (isBlank(value)) return 'required';
  return 'invalid';
}

function issueValues(issue: z.core.$ZodIssue) {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

/**
 * One message per top-level field (the first issue on it), in the page's language: the form's
 * own message for that field and kind; else, on an English page, the schema's own words (they
 * are the English source), and on any other the kind's general message.
 */
export function fieldIssueMessages(
  error: z.ZodError,
  values: Readonly<Record<string, unknown>>,
  t: Translate,
  locale: Locale,
  messages: FieldMessages = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    if (field in errors) continue;
    const kind = issueKind(issue, values[field]);
    const own = messages[field]?.[kind];
    errors[field] = own ? t(own, issueValues(issue)) : locale === DEFAULT_LOCALE ? issue.message : t(GENERIC[kind], issueValues(issue));
  }
  return errors;
}
