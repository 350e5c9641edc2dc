import { Button, EmptyState, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { PublicUser } from '#contract/auth.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { useUser } from './useUser.ts';

/**
 * What a signed-in page shows before its content: loading, a failed account check, or a prompt
 * to sign in that comes back to this page. `children` gets the signed-in user.
 */
export function SignedInGate({ title, prompt, children }: { title: string; prompt: string; children: (user: PublicUser) => ReactNode }) {
  const t = useT();
  const { user, isLoading, error } = useUser();
  const { pathname, search } = useLocation();
  if (isLoading) {
    return (
      <Stack align="center" py="16" role="status">
        <Spinner size="lg" />
        <Text color="fg.muted">{t('auth.loadingText')}</Text>
      </Stack>
    );
  }
  if (error) {
    return (
      <Text color="fg.error" textAlign="center" py="16" role="alert">
        {t('auth.gate.checkFailed', { reason: error.message })}
      </Text>
    );
  }
  if (!user) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LogIn />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">{title}</EmptyState.Title>
            <EmptyState.Description>{prompt}</EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="blue">
            <AppLink to={`/auth?next=${encodeURIComponent(pathname + search)}`}>{t('auth.gate.signIn')}</AppLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <>{children(user)}</>;
}
