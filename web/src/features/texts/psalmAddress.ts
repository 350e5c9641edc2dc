import { PSALM_MAX, PSALM_MIN } from '#domain/texts.ts';

/** Whether `n` names a psalm (1-150). */
export const isPsalmNumber = (n: number) => Number.isInteger(n) && n >= PSALM_MIN && n <= PSALM_MAX;

/** The address of a psalm: `/tehillim?psalm=23` (the number box is a GET form that sends it). */
export const psalmHref = (psalm: number) => (psalm === PSALM_MIN ? '/tehillim' : `/tehillim?psalm=${psalm}`);
