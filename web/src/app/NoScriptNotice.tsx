import { useT } from '../i18n/I18nProvider.tsx';

/** What a browser without JavaScript shows above the page. */
export function NoScriptNotice() {
  const t = useT();
  return <noscript>{t('frame.noscript')}</noscript>;
}
