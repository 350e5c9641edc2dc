import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, useZodForm } from '../forms/useZodForm.ts';
import { adminAction, withMessage } from './adminAction.ts';
import type { EntityWrites, Resource } from './api/admin.ts';

export type FormValues = Record<string, string | boolean>;

export interface EntityEditorConfig<V extends FormValues, E extends { id: number }> {
  /** Create, update and delete of the resource (api/admin.ts): the form's values are what it sends. */
  writes: EntityWrites<V>;
  /** 'Synagogue', 'Sponsor', 'Ad': the toasts are '{noun} created' and '{noun} updated'. */
  noun: string;
  empty: V;
  toValues: (entity: E) => V;
  /** Failure toast titles; the server's message is the description. */
  failures: { create: string; update: string };
  refresh: Resource[];
}

/**
 * An admin add/edit form (docs/product-rules.md: Screens and routes): add mode by default; Edit
 * fills the form; Update or Cancel returns to add mode with a reset form. The API validates (no
 * client-side rules on these forms) and its field messages show next to the fields.
 */
export function useEntityEditor<V extends FormValues, E extends { id: number }>(config: EntityEditorConfig<V, E>) {
  const form = useZodForm(config.empty);
  const [editing, setEditing] = useState<E | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { reset } = form;

  const edit = (entity: E) => {
    setEditing(entity);
    reset(config.toValues(entity));
    // The list may be far from the form (below it on phones): bring the form to the user.
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
    });
  };

  const cancel = () => {
    setEditing(null);
    reset(config.empty);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const payload = form.values;
    const target = editing;
    const outcome = await adminAction(() => (target ? config.writes.update(target.id, payload) : config.writes.create(payload)), {
      success: [target ? `${config.noun} updated` : `${config.noun} created`],
      failure: withMessage(target ? config.failures.update : config.failures.create),
      refresh: config.refresh,
    });
    setSubmitting(false);
    if (outcome.ok) cancel();
    else if (form.showServerErrors(outcome.error)) focusFirstInvalid(formRef.current);
  };

  return { form, editing, edit, cancel, submit, submitting, formRef, bind: form.bind, bindCheck: form.bindCheck };
}

export type EntityEditor<V extends FormValues, E extends { id: number }> = ReturnType<typeof useEntityEditor<V, E>>;
