// A page's address in each language: defined in #domain, where the Worker reads it too.
export { localeFromPath, localizePath, pathsInEveryLanguage, unlocalizedPath } from '#domain/language-paths.ts';
