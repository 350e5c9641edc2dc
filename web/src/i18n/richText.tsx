import { Fragment, type ReactNode } from 'react';
import { useT } from './I18nProvider.tsx';
import type { MessageId } from './ids.ts';

// Private-use characters mark where an element goes: the compiled catalogs return strings, so an
// element argument is passed as a marked name and the string is cut at the marks afterwards.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * `t` for a message with elements among its arguments (`<bdi>{email}</bdi>` inside a translated
 * sentence): `richT('auth.verify.done', { email: <bdi>{email}</bdi> })`. The text is the same as
 * `t` would give, with each element in its argument's place.
 */
export function useRichT(): (id: MessageId, elements: Record<string, ReactNode>) => ReactNode {
  const t = useT();
  return (id, elements) => {
    const marked = Object.fromEntries(Object.keys(elements).map((name) => [name, `${OPEN}${name}${CLOSE}`]));
    // split with a capturing group alternates text and argument names: text, name, text, …
    return t(id, marked)
      .split(MARK)
      .map((part, i) => <Fragment key={i}>{i % 2 === 1 ? elements[part] : part}</Fragment>);
  };
}
