import { Fragment, type ReactNode } from 'react';

// The compiled messages return strings, so a link or an emphasis inside a sentence cannot be an
// argument's value. Each element's argument gets a marker instead, and the message is cut at the
// markers: the translation keeps the whole sentence and puts the element where its language does.

const MARK = '\u0001';

/** A marker per element: pass as the message's values, e.g. `t(id, slots(['link']))`. */
export function slots<Name extends string>(names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])) as Record<Name, string>;
}

/** The message with each marker replaced by its element (in the order `slots` was given the names). */
export function withElements(message: string, elements: readonly ReactNode[]): ReactNode {
  const parts = message.split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 0 ? part : elements[Number(part)]}</Fragment>);
}
