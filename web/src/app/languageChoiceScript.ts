import { LANGUAGE_COOKIE, yearCookie } from '../i18n/preference.ts';

/** The attribute of the language switch's links: its value is the language the link leads to. */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';

/**
 * An inline script in every page (root.tsx) that remembers the language a visitor picks in the
 * language switch (a cookie), from their first click: the switch's links are plain links to
 * prerendered pages, which the static assets serve without the Worker, so no server sees the
 * choice, and the app's scripts start only after the page has painted. The build hashes the
 * script into the pages' Content-Security-Policy like React Router's own inline scripts.
 */
export const LANGUAGE_CHOICE_SCRIPT = `document.addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('a[${LANGUAGE_CHOICE_ATTRIBUTE}]');if(a)document.cookie=${JSON.stringify(yearCookie(LANGUAGE_COOKIE, '@'))}.replace('@',a.getAttribute('${LANGUAGE_CHOICE_ATTRIBUTE}'))},true)`;
