// Field builders shared by the payload schemas: forms send strings (often empty), the
// database wants null for "not given".
import { z } from './zod.ts';
import { FORBIDDEN_CHARACTERS, FORBIDDEN_CHARACTERS_MESSAGE, hasVisibleText } from '#domain/text-rules.ts';

// Refinements name their kind (`params: { kind }`): the Worker words a failed one in the
// visitor's language by it (worker/src/i18n/field-errors.ts), where the message here is English.

export { FORBIDDEN_CHARACTERS_MESSAGE, hasVisibleText, withoutForbiddenCharacters } from '#domain/text-rules.ts';

/** 'role is required (e.g. Gabbai)' → 'role must be text': what a number or an object in a text field is told. */
function notTextMessage(required: string): string {
  const subject = /^(.+?) (?:is|are) required/.exec(required)?.[1];
  return subject ? `${subject} must be text` : 'Must be text';
}

/** Required text: trimmed, non-empty (invisible-only text is empty), bounded, free of control characters. */
export const requiredText = (message: string, max = 200, tooLong = `Must be at most ${max} characters`) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : notTextMessage(message)) })
    .trim()
    .min(1, { error: message })
    .refine(hasVisibleText, { error: message, params: { kind: 'required' } })
    .max(max, { error: tooLong })
    .refine((v) => !FORBIDDEN_CHARACTERS.test(v), { error: FORBIDDEN_CHARACTERS_MESSAGE, params: { kind: 'forbiddenCharacters' } });

/** Optional text: trimmed; '', invisible-only text and missing all mean null; free of control characters. */
export const optionalText = (max = 500) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .refine((v) => !FORBIDDEN_CHARACTERS.test(v), { error: FORBIDDEN_CHARACTERS_MESSAGE, params: { kind: 'forbiddenCharacters' } })
    .nullish()
    .transform((v) => (v && hasVisibleText(v) ? v : null));

/** An email address, trimmed and lower-cased. */
export const email = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(254, { error: message }));

/** An optional email address, trimmed and lower-cased; '' and missing mean null. */
export const optionalEmail = (message = 'Please enter a valid email address') =>
  z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ error: message }).max(254, { error: message }).nullable());

/** An http(s) URL; '' and missing mean null. A bare host like `example.org` gets `https://`. */
export const optionalUrl = (message = 'Please enter a valid URL') =>
  z
    .string()
    .trim()
    .max(2048, { error: message })
    .nullish()
    .transform((v) => (v ? (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`) : null))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }).nullable());

/** Form checkboxes may arrive as booleans or as 'true'/'false'/'on' strings. */
export const flag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
    .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/** Display order is sent as a string and read as an integer; non-numeric becomes 0. */
export const displayOrder = () =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => {
      const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
      return Number.isFinite(n) ? Math.trunc(n) : 0;
    });

/** A coordinate given as a number or a numeric string (the admin form sends either); '' means null. */
export const coordinate = (min: number, max: number, name: string) =>
  z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a number from ${min} to ${max}`,
          params: { kind: 'outOfRange', args: { min, max } },
        });
        return z.NEVER;
      }
      return n;
    });

/** A positive integer id from a path parameter. */
export const idParam = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive({ error: 'id must be a positive integer' }),
});

/**
 * A real calendar date `yyyy-MM-dd` in the years 1000–9999 (2026-02-30 is refused, not read as
 * 2 March; 0050-01-01 is refused, not read as 1950 by the date libraries' two-digit-year rule).
 */
export const isoDate = (message = 'Use the form yyyy-MM-dd') =>
  z
    .string()
    .regex(/^[1-9]\d{3}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
      },
      { error: message, params: { kind: 'invalidDate' } },
    );

/** `{ a: true, b: true }` from `['a', 'b']`: a zod `.pick` or `.omit` mask from a list of field names. */
export const fieldMask = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, true])) as { [P in K]: true };

/**
 * Field schemas for some of a table's columns, written with zod alone: a module that a page
 * without drizzle-orm parses with cannot build them with drizzle-zod, which would bring the ORM
 * along. `satisfies ColumnFields<typeof table.$inferInsert>` (an `import type` of the table, which
 * costs nothing) makes a field that names no column, or parses to a value the column does not
 * take, a compile error.
 */
export type ColumnFields<Insert> = { [K in keyof Insert]?: z.ZodType<Insert[K]> };

/**
 * A row as the API sends it: its times as ISO strings. For a module that a page without
 * drizzle-orm loads, where a drizzle-zod select schema would bring the ORM along.
 */
export type RowAnswer<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K] };

/**
 * The fields a payload schema reads, for a form's initial values: `satisfies FormValuesOf<typeof
 * schema>` makes a form field the schema does not know a compile error. (Values are left
 * `unknown` so the literals keep their widened types: forms hold text and checkboxes.)
 */
export type FormValuesOf<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown };
