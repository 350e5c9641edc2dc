// What text a field accepts, apart from the schemas that apply it (#contract/fields.ts): the
// browser's forms word a refused value with these before they load zod.

/**
 * Characters no name, role or message needs, refused wherever text comes in: C0 and C1 controls
 * (NUL among them) other than tab and line breaks, and the bidirectional embeddings, overrides and
 * isolates, which make text shown in a listing or an embed read differently from what was stored.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
export const FORBIDDEN_CHARACTERS_MESSAGE = 'Must not contain control characters or text-direction overrides';
const EVERY_FORBIDDEN_CHARACTER = new RegExp(FORBIDDEN_CHARACTERS.source, 'g');

/**
 * Text with those characters left out, for output built from stored rows: rows written before the
 * checks, by an import, or straight into the database never passed them.
 */
export const withoutForbiddenCharacters = (text: string) => text.replace(EVERY_FORBIDDEN_CHARACTER, '');
/** Characters that show nothing: text made only of them (and spaces) counts as empty. */
const INVISIBLE = /[\s\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]|\u034F/gu;

/** Whether text shows anything once its invisible characters are left out. */
export const hasVisibleText = (text: string) => text.replace(INVISIBLE, '').length > 0;
