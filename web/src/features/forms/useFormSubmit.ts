import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { notify } from '../../app/toaster.tsx';
import { focusFirstInvalid, type useZodForm } from './useZodForm.ts';

type Form = Pick<ReturnType<typeof useZodForm>, 'validate' | 'showServerErrors'>;

/** A schema, or the loader of one: a public page's form loads zod (about 40 kB) only once it is used. */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** A loader that loads once, however often it is called. */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): () => Promise<S> {
  let loading: Promise<S> | undefined;
  return () => (loading ??= load());
}

/**
 * The submit of a public form: check the values with the shared zod schema (its messages show
 * next to the fields, focus moves to the first), then `send` the parsed input. A failure shows
 * the API's field messages and the `failure` toast; everything typed is kept. A schema given as a
 * loader starts loading when the form first takes focus, so it is in by the time the form is sent.
 */
export function useFormSubmit<S extends z.ZodType>(
  form: Form,
  schema: SchemaSource<S>,
  send: (input: z.output<S>) => Promise<void>,
  failure: (error: unknown) => readonly [title: string, description?: string],
) {
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const element = formRef.current;
    if (typeof schema !== 'function' || !element) return;
    const load = () => void schema().catch(() => {});
    element.addEventListener('focusin', load, { once: true });
    return () => element.removeEventListener('focusin', load);
  }, [schema]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let input = null as z.output<S> | null;
    if (typeof schema === 'function') {
      let loaded: S;
      try {
        loaded = await schema();
      } catch (error) {
        // The schema's chunk did not arrive (offline, or a deploy replaced it).
        notify('error', ...failure(error));
        return;
      }
      // After the await React no longer batches with the event: the fields' messages are
      // committed at once, so that focus can move to the first one in error.
      flushSync(() => {
        input = form.validate(loaded);
      });
    } else input = form.validate(schema);
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
