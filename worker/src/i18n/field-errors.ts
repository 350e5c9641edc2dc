// A failed parse's field messages in the request's language. The contract's schemas carry their
// English words once (schema/contract), and the web's forms show those; here each issue is
// worded again by what went wrong (its kind: required, too long, not an email …) and which field
// it is, from the `errors` catalogs: `errors.field.<field>.<kind>`, then `errors.field.<field>`,
// then `errors.kind.<kind>`. An issue of no known kind takes zod's own translation
// (zod/v4/locales). English keeps the schema's words: they are the English source.
import type { z } from 'zod';
import es from 'zod/v4/locales/es.js';
import fr from 'zod/v4/locales/fr.js';
import he from 'zod/v4/locales/he.js';
import ru from 'zod/v4/locales/ru.js';
import { fieldErrors, type FieldErrors } from '#contract/field-errors.ts';
import type { Locale } from '#domain/languages.ts';
import { hasMessage, translator, type MessageArgs, type Translate } from './translate.ts';

type Issue = z.core.$ZodIssue;
type Kind =
  | 'required'
  | 'notText'
  | 'notNumber'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'tooFew'
  | 'tooMany'
  | 'oneOf'
  | 'forbiddenCharacters'
  | 'invalidEmail'
  | 'invalidUrl'
  | 'invalidDate'
  | 'outOfRange'
  | 'beforeStart'
  | 'tooManyDays'
  | 'timeAndZman'
  | 'timeOrZman'
  | 'stopOverlap'
  | 'invalid';

/** The kinds a schema names on its own refinements (`params: { kind }`, schema/contract/fields.ts). */
const REFINEMENT_KINDS: ReadonlySet<string> = new Set<Kind>([
  'required',
  'forbiddenCharacters',
  'invalidDate',
  'outOfRange',
  'tooFew',
  'beforeStart',
  'tooManyDays',
  'timeAndZman',
  'timeOrZman',
  'stopOverlap',
]);

const ZOD_LOCALES = { he, fr, es, ru } as const;

/** The value at an issue's path in what was parsed: a missing field reads as 'required'. */
function inputAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What went wrong, and the numbers the message names; null when no kind fits. */
function kindOf(issue: Issue, value: unknown): { kind: Kind; args?: MessageArgs } | null {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(value)) return { kind: 'required' };
      if (issue.expected === 'string') return { kind: 'notText' };
      if (issue.expected === 'number' || issue.expected === 'int') return { kind: 'notNumber' };
      return { kind: 'invalid' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { kind: 'required' } : { kind: 'tooShort', args: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { kind: 'tooFew', args: { min } };
      return { kind: 'tooSmall', args: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { kind: 'tooLong', args: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { kind: 'tooMany', args: { max } };
      return { kind: 'tooBig', args: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { kind: 'invalidEmail' };
      if (issue.format === 'url') return { kind: 'invalidUrl' };
      return isEmpty(value) ? { kind: 'required' } : { kind: 'invalid' };
    case 'invalid_value':
      return { kind: 'oneOf', args: { values: issue.values.map(String).join(', ') } };
    case 'custom': {
      const kind: unknown = issue.params?.kind;
      if (typeof kind === 'string' && REFINEMENT_KINDS.has(kind))
        return { kind: kind as Kind, args: issue.params?.args as MessageArgs | undefined };
      return { kind: 'invalid' };
    }
    default:
      return null;
  }
}

/** One issue's message in a language other than English. */
function wordIssue(issue: Issue, locale: Exclude<Locale, 'en'>, t: Translate, input: unknown): string {
  const value = inputAt(input, issue.path);
  const found = kindOf(issue, value);
  if (!found)
    return (
      ZOD_LOCALES[locale]()
        .localeError({ ...issue, input: value } as never)
        ?.toString() ?? t('errors.kind.invalid')
    );
  const field = String(issue.path[0] ?? '');
  for (const id of [`errors.field.${field}.${found.kind}`, `errors.field.${field}`, `errors.kind.${found.kind}`]) {
    if (hasMessage(id)) return t(id, found.args);
  }
  return t('errors.kind.invalid');
}

/**
 * One message per field (the first issue of each), keyed by the dotted path as the API's
 * `errors` map names them (schema/contract/field-errors.ts), worded in `locale`.
 */
export function localizedFieldErrors(error: z.ZodError, locale: Locale, input: unknown): FieldErrors {
  if (locale === 'en') return fieldErrors(error);
  const t = translator(locale);
  const errors: FieldErrors = {};
  for (const issue of error.issues as Issue[]) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= wordIssue(issue, locale, t, input);
  }
  return errors;
}
