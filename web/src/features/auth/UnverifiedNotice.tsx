import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../app/toaster.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useRichT } from '../../i18n/richText.tsx';
import { resendVerification } from './api/auth.ts';
import { useUser } from './useUser.ts';

/** For a signed-in user whose address is not confirmed yet: says so, and sends a new link (Layout loads it). */
export function UnverifiedNotice() {
  const t = useT();
  const richT = useRichT();
  const { user } = useUser();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendVerification();
      notify('success', t('auth.unverified.sent'), message);
    } catch (error) {
      notify('error', t('auth.unverified.failed'), errorMessage(error, t('forms.error.tryAgain')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box role="status" bg="yellow.subtle" color="yellow.fg" borderBottomWidth="1px" borderColor="yellow.muted">
      <Container maxW="7xl" py="2">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Text textStyle="sm">{richT('auth.unverified.text', { email: <bdi>{user.email}</bdi> })}</Text>
          <Button
            size="xs"
            variant="outline"
            colorPalette="yellow"
            onClick={resend}
            loading={sending}
            loadingText={t('auth.unverified.sending')}
          >
            {t('auth.unverified.resend')}
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
