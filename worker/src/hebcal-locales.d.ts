// @hebcal/locales ships its translations (gettext .po files compiled to JavaScript) without types.
declare module '@hebcal/locales/*.po' {
  import type { LocaleData } from '@hebcal/core';
  const data: LocaleData;
  export default data;
}
