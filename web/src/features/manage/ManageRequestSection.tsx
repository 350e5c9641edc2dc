import { Alert, Box, Button, HStack, Heading, Link, Text } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink, useLocalizedPath } from '../../i18n/links.tsx';
import { useUser } from '../auth/useUser.ts';
import { managePath } from './paths.ts';

// The form, for the few who can ask: loaded when one of them opens the page.
const RequestToManage = lazy(() => import('./RequestToManage.tsx').then((m) => ({ default: m.RequestToManage })));

/** Why this visitor cannot ask yet, and what to do about it. */
function NotYet({ signedIn, email, path }: { signedIn: boolean; email?: string; path: string }) {
  const t = useT();
  const localize = useLocalizedPath();
  if (!signedIn) {
    return (
      <Text>
        <Link asChild color="blue.700" fontWeight="medium">
          <AppLink to={`/auth?next=${encodeURIComponent(localize(path))}`}>{t('manage.request.signIn')}</AppLink>
        </Link>{' '}
        {t('manage.request.signInText')}
      </Text>
    );
  }
  return <Text>{t('manage.request.unverified', { email: email ?? '' })}</Text>;
}

/**
 * 'I help run this shul': a member asks to manage the listing (its details, minyan times and
 * announcements); an administrator reviews the request.
 */
export function ManageRequestSection({ synagogueId, path }: { synagogueId: number; path: string }) {
  const t = useT();
  const { user, isLoading, manages } = useUser();
  const [sent, setSent] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const managesThis = manages.some((m) => m.id === synagogueId);

  let body;
  if (isLoading) body = <Text color="fg.muted">{t('manage.request.loading')}</Text>;
  else if (managesThis) {
    body = (
      <HStack gap="3" wrap="wrap">
        <Text>{t('manage.request.youManage')}</Text>
        <Button asChild size="sm" colorPalette="blue">
          <AppLink to={managePath(synagogueId)}>{t('manage.request.manage')}</AppLink>
        </Button>
      </HStack>
    );
  } else if (!user || !user.emailVerified) body = <NotYet signedIn={Boolean(user)} email={user?.email} path={path} />;
  else if (sent || conflict) {
    body = (
      <Alert.Root status={sent ? 'success' : 'info'}>
        <Alert.Indicator />
        <Alert.Title>{sent ? t('manage.request.sentAlert') : conflict}</Alert.Title>
      </Alert.Root>
    );
  } else {
    body = (
      <Suspense fallback={<Text color="fg.muted">{t('manage.request.loading')}</Text>}>
        <RequestToManage synagogueId={synagogueId} onSent={() => setSent(true)} onConflict={setConflict} />
      </Suspense>
    );
  }

  return (
    <Box as="section" aria-labelledby="manage-request-heading" borderTopWidth="1px" pt="6">
      <Heading as="h2" id="manage-request-heading" size="md" mb="2">
        {t('manage.request.heading')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {t('manage.request.intro')}
      </Text>
      {body}
    </Box>
  );
}
