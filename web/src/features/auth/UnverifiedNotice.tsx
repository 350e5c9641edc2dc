import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../app/toaster.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { resendVerification } from './api/auth.ts';
import { useUser } from './useUser.ts';

/** For a signed-in user whose address is not confirmed yet: says so, and sends a new link (Layout loads it). */
export function UnverifiedNotice() {
  const { user } = useUser();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendVerification();
      notify('success', 'Link sent', message);
    } catch (error) {
      notify('error', 'Could not send the link', errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box role="status" bg="yellow.subtle" color="yellow.fg" borderBottomWidth="1px" borderColor="yellow.muted">
      <Container maxW="7xl" py="2">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Text textStyle="sm">Your email address ({user.email}) is unverified. Follow the link we emailed you to confirm it.</Text>
          <Button size="xs" variant="outline" colorPalette="yellow" onClick={resend} loading={sending} loadingText="Sending...">
            Resend link
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
