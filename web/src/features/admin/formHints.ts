/** The start of a web address, as a URL field's hint: the same in every language. */
export const URL_PLACEHOLDER = 'https://';
