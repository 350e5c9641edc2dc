// Refuses common and breached passwords with zxcvbn-ts: its dictionaries hold the most common
// passwords of public breach lists plus names and words, and its estimator catches keyboard
// runs, repeats, sequences, dates and l33t variants of them.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { ApiError } from '../../errors.ts';

/** zxcvbn's score 3: 'safely unguessable' against an online attack; 0–2 are refused. */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
// Built on first use: the dictionaries take a moment to index, and most requests never need them.
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

export const WEAK_PASSWORD = 'This password is too common or too easy to guess. Try a longer phrase of unrelated words.';

/** Throws a 400 naming `password` when it is common, breached or built from the account's own details. */
export function assertStrongPassword(password: string, userInputs: string[]): void {
  const result = estimator().check(password, userInputs);
  if (result.score >= MIN_SCORE) return;
  const warning = result.feedback.warning;
  const message = warning ? `${WEAK_PASSWORD} (${warning})` : WEAK_PASSWORD;
  throw new ApiError(400, `password: ${message}`, { password: message });
}
