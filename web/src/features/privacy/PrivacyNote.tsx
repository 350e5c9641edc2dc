import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PRIVACY_PATH } from './paths.ts';
import { PRIVACY_TEXT } from './text.ts';

/** The line under a form that takes personal data: a link to what we do with it. */
export function PrivacyNote() {
  return (
    <Text fontSize="sm" color="fg.muted">
      {PRIVACY_TEXT.formNote}{' '}
      <Link asChild color="blue.700">
        <RouterLink to={PRIVACY_PATH}>{PRIVACY_TEXT.formNoteLink}</RouterLink>
      </Link>
      .
    </Text>
  );
}
