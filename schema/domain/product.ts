// The product's name and colour, the same in every language: the pages' titles, the web manifest
// and the installed app's icon (web/public, drawn from favicon.svg in this blue).
export const PRODUCT_NAME = 'Shul Finder';
export const THEME_COLOR = '#1e3a8a';
