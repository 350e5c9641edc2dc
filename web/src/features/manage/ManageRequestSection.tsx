import { Alert, Box, Button, Collapsible, HStack, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../app/toaster.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink, useLocalizedPath } from '../../i18n/links.tsx';
import { HttpError } from '../../lib/api.ts';
import { requestToManage } from './api/manage.ts';
import { useUser } from '../auth/useUser.ts';
import { TextField, TextareaField } from '../forms/fields.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { lazySchema, useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { managePath } from './paths.ts';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';

const EMPTY = { role: '', phone: '', message: '' };

/** The request's schema, loaded with zod once the form is first used (the listing page shows without it). */
const requestSchema = lazySchema(() => import('#contract/managers.ts').then((m) => m.managerRequestInput));

/** The form itself, for a signed-in member with a verified email. */
function RequestForm({
  synagogueId,
  onSent,
  onConflict,
}: {
  synagogueId: number;
  onSent: () => void;
  onConflict: (message: string) => void;
}) {
  const t = useT();
  const form = useZodForm(EMPTY);
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    requestSchema,
    async (input) => {
      try {
        await requestToManage(synagogueId, input);
      } catch (error) {
        // Already asked (or already a manager): the answer says which; it is not a failure to retry.
        if (error instanceof HttpError && error.status === 409) return onConflict(error.serverMessage);
        throw error;
      }
      notify('success', t('manage.request.sent'), t('manage.request.sentText'));
      onSent();
    },
    (error) => [t('manage.request.notSent'), errorMessage(error)],
  );
  return (
    // method="post": should the form ever submit before the app handles it, the phone number stays out of the address.
    <chakra.form ref={formRef} onSubmit={submit} method="post" noValidate aria-label={t('manage.request.formLabel')}>
      <Stack gap="4" maxW="xl">
        <TextField
          label={t('manage.request.role')}
          required
          placeholder={t('manage.request.rolePlaceholder')}
          autoComplete="organization-title"
          {...form.bind('role')}
        />
        <TextField
          label={t('manage.request.phone')}
          type="tel"
          autoComplete="tel"
          helperText={t('manage.request.phoneHelp')}
          {...form.bind('phone')}
        />
        <TextareaField
          label={t('manage.request.message')}
          rows={3}
          helperText={t('manage.request.messageHelp')}
          {...form.bind('message')}
        />
        <PrivacyNote />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={submitting} loadingText={t('manage.request.sending')}>
          {t('manage.request.send')}
        </Button>
      </Stack>
    </chakra.form>
  );
}

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
  const [open, setOpen] = useState(false);
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
      <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Collapsible.Trigger asChild>
          <Button size="sm" variant="outline">
            <KeyRound aria-hidden /> {t('manage.request.open')}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box pt="4">
            <RequestForm synagogueId={synagogueId} onSent={() => setSent(true)} onConflict={setConflict} />
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
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
