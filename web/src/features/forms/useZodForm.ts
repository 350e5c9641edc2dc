import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, topLevelFieldErrors, type FieldErrors } from '#contract/field-errors.ts';
import { useLocale, useMessages, useT } from '../../i18n/I18nProvider.tsx';
import { HttpError } from '../../lib/api.ts';
import { fieldIssueMessages, type FieldMessages } from './fieldIssues.ts';

export type { FieldErrors, FieldMessages };
type FormValues = Record<string, string | boolean>;

/** A failed parse's messages as the API words them (English): the first per top-level field. */
export const formErrors = (error: z.ZodError): FieldErrors => topLevelFieldErrors(fieldErrors(error));

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * Form state for the app's forms: string and boolean values, one error per field (from the
 * shared zod schema on the client, in the page's language with the form's own `messages` per
 * field: fieldIssues.ts; or the API's `errors` map), an error cleared as its field changes.
 * Values survive a failed submit: nothing typed is lost.
 */
export function useZodForm<V extends FormValues>(initial: V, messages?: FieldMessages) {
  // The validation messages are said while zod validates, outside any render.
  useMessages('forms');
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _cleared, ...rest } = e;
      return rest;
    });
  }, []);

  /** The parsed payload, or null after showing the schema's messages. */
  const validate = <S extends z.ZodType>(schema: S): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldIssueMessages(result.error, values, t, locale, messages));
    return null;
  };

  /** Shows the API's field messages next to the fields; true when there were any. */
  const showServerErrors = (error: unknown): boolean => {
    const fields = error instanceof HttpError ? error.fieldErrors : {};
    setErrors(fields);
    return Object.keys(fields).length > 0;
  };

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  /** Props for a text-like field (TextField, TextareaField, SelectField) bound to `name`. */
  const bind = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => set(name, value as V[K]),
    error: errors[name],
  });

  /** Props for a CheckboxField bound to `name`. */
  const bindCheck = <K extends keyof V & string>(name: K) => ({
    name,
    checked: values[name] as boolean,
    onChange: (checked: boolean) => set(name, checked as V[K]),
  });

  return { values, errors, set, validate, showServerErrors, reset, bind, bindCheck };
}
