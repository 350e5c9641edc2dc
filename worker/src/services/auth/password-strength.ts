// Refuses common and breached passwords with zxcvbn-ts: its dictionaries hold the most common
// passwords of public breach lists plus names and words, and its estimator catches keyboard
// runs, repeats, sequences, dates and l33t variants of them.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { ApiError, said } from '../../errors.ts';
import { hasMessage } from '../../i18n/translate.ts';

/** zxcvbn's score 3: 'safely unguessable' against an online attack; 0–2 are refused. */
const MIN_SCORE = 3;

/** zxcvbn's warnings by their own keys ('common' → 'common'): the catalogs word them. */
const WARNING_KEYS = Object.fromEntries(
  Object.keys(english.translations.warnings).map((key) => [key, key]),
) as typeof english.translations.warnings;

let factory: ZxcvbnFactory | undefined;
// Built on first use: the dictionaries take a moment to index, and most requests never need them.
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: { ...english.translations, warnings: WARNING_KEYS },
  }));

/** Throws a 400 naming `password` when it is common, breached or built from the account's own details. */
export function assertStrongPassword(password: string, userInputs: string[]): void {
  const result = estimator().check(password, userInputs);
  if (result.score >= MIN_SCORE) return;
  const warning = result.feedback.warning;
  const message = said('errors.weakPassword');
  // zxcvbn words its warnings in English only: it is set to give their keys, which name messages
  // in the password catalogs.
  const id = `password.${warning}`;
  const why = warning && hasMessage(id) ? said(id) : undefined;
  const saying = why ? [message, why] : message;
  throw new ApiError(400, saying, { password: saying });
}
