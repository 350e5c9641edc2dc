import { notify } from '../../app/toaster.tsx';
import { handleUnauthorized } from '../../lib/unauthorized.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { refresh, type Resource } from './adminData.ts';

type Toast = readonly [title: string, description?: string];

export interface AdminActionOptions<T> {
  success: Toast | ((result: T) => Toast);
  /** The failure toast; a 401 gets the unauthorized handling instead (docs/product-rules.md: Toasts). */
  failure: Toast | ((error: unknown) => Toast);
  refresh: Resource[];
}

export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs an admin call with its toasts (docs/product-rules.md: Toasts): success, failure, or 'Unauthorized' and the
 * redirect to sign in. Refreshes what the change touched. Never throws.
 */
export async function adminAction<T>(run: () => Promise<T>, options: AdminActionOptions<T>): Promise<ActionOutcome<T>> {
  try {
    const value = await run();
    const [title, description] = typeof options.success === 'function' ? options.success(value) : options.success;
    notify('success', title, description);
    void refresh(...options.refresh);
    return { ok: true, value };
  } catch (error) {
    if (!handleUnauthorized(error)) {
      const [title, description] = typeof options.failure === 'function' ? options.failure(error) : options.failure;
      notify('error', title, description);
    }
    return { ok: false, error };
  }
}

/** A failure toast carrying the server's message (e.g. 'Error creating sponsor' / 'name: Name is required'), else `fallback`. */
export const withMessage =
  (title: string, fallback: string) =>
  (error: unknown): Toast => [title, errorMessage(error, fallback)];
