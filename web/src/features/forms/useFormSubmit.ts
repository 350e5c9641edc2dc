import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { notify } from '../../app/toaster.tsx';
import { focusFirstInvalid, type useZodForm } from './useZodForm.ts';

type Form = Pick<ReturnType<typeof useZodForm>, 'validate' | 'showServerErrors'>;

/**
 * The submit of a public form: check the values with the shared zod schema (its messages show
 * next to the fields, focus moves to the first), then `send` the parsed input. A failure shows
 * the API's field messages and the `failure` toast; everything typed is kept.
 */
export function useFormSubmit<S extends z.ZodType>(
  form: Form,
  schema: S,
  send: (input: z.output<S>) => Promise<void>,
  failure: (error: unknown) => readonly [title: string, description?: string],
) {
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(schema);
    if (!input) return focusFirstInvalid(formRef.current);
    setSubmitting(true);
    try {
      await send(input);
    } catch (error) {
      if (form.showServerErrors(error)) focusFirstInvalid(formRef.current);
      notify('error', ...failure(error));
    } finally {
      setSubmitting(false);
    }
  };

  return { formRef, submitting, submit };
}
