import { Link, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { PRIVACY_PATH } from './paths.ts';

/** The line under a form that takes personal data: a link to what we do with it. */
export function PrivacyNote() {
  const t = useT();
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('privacy.formNote')}{' '}
      <Link asChild color="blue.700">
        <AppLink to={PRIVACY_PATH}>{t('privacy.formNoteLink')}</AppLink>
      </Link>
    </Text>
  );
}
