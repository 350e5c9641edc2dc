// Text typed into a prerendered page before the app started. React hydrates a controlled field
// without touching what the visitor typed (react-dom leaves the element's value alone while
// hydrating), but the component's state still holds the build's value, and the next render puts
// that value back: the typing would vanish a moment after the app starts. These hooks read the
// fields once, right after hydration and before anything renders again, and take what was typed
// into state.
import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One field: calls `adopt` with its text when that differs from `value`. */
export function useTypedBeforeStart(ref: RefObject<Field | null>, value: string, adopt: (typed: string) => void) {
  const read = useEffectEvent(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
  });
  useLayoutEffect(() => read(), []);
}

/** The named text fields of a form (`names`): calls `adopt` for each whose text differs from `values`. */
export function useFormTypedBeforeStart<K extends string>(
  ref: RefObject<HTMLFormElement | null>,
  values: Record<K, unknown>,
  adopt: (name: K, typed: string) => void,
) {
  const read = useEffectEvent(() => {
    const form = ref.current;
    if (!form) return;
    for (const name of Object.keys(values) as K[]) {
      const field = form.elements.namedItem(name);
      const isText =
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement ||
        (field instanceof HTMLInputElement && field.type !== 'checkbox');
      if (isText && typeof values[name] === 'string' && field.value !== values[name]) adopt(name, field.value);
    }
  });
  useLayoutEffect(() => read(), []);
}
