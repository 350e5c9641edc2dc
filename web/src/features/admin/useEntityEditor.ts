import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { focusFirstInvalid, useZodForm } from '../forms/useZodForm.ts';
import { adminAction, withMessage } from './adminAction.ts';
import type { EntityWrites, Resource } from './api/admin.ts';

export type FormValues = Record<string, string | boolean>;

/** What a CRUD tab edits: its words ('Add Synagogue', 'Sponsor created', …) are chosen by it (admin messages `entity.*`). */
export type AdminEntity = 'synagogue' | 'sponsor' | 'ad';

export interface EntityEditorConfig<V extends FormValues, E extends { id: number }> {
  /** Create, update and delete of the resource (api/admin.ts): the form's values are what it sends. */
  writes: EntityWrites<V>;
  /** The toasts are 'Synagogue created', 'Synagogue updated', 'Failed to create synagogue'… */
  entity: AdminEntity;
  empty: V;
  toValues: (entity: E) => V;
  refresh: Resource[];
}

/**
 * An admin add/edit form (docs/product-rules.md: Screens and routes): add mode by default; Edit
 * fills the form; Update or Cancel returns to add mode with a reset form. The API validates (no
 * client-side rules on these forms) and its field messages show next to the fields.
 */
export function useEntityEditor<V extends FormValues, E extends { id: number }>(config: EntityEditorConfig<V, E>) {
  const t = useT();
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
      success: [t(target ? 'admin.entity.updated' : 'admin.entity.created', { entity: config.entity })],
      // The failure's title; the server's message is the description.
      failure: withMessage(
        t(target ? 'admin.entity.updateFailed' : 'admin.entity.createFailed', { entity: config.entity }),
        t('admin.common.tryAgain'),
      ),
      refresh: config.refresh,
    });
    setSubmitting(false);
    if (outcome.ok) cancel();
    else if (form.showServerErrors(outcome.error)) focusFirstInvalid(formRef.current);
  };

  return { form, editing, edit, cancel, submit, submitting, formRef, bind: form.bind, bindCheck: form.bindCheck };
}

export type EntityEditor<V extends FormValues, E extends { id: number }> = ReturnType<typeof useEntityEditor<V, E>>;
