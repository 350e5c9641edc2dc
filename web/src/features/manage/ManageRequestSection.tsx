import { Alert, Box, Button, Collapsible, HStack, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { managerRequestInput } from '#contract/managers.ts';
import { notify } from '../../app/toaster.tsx';
import { HttpError } from '../../lib/api.ts';
import { requestToManage } from './api/manage.ts';
import { useUser } from '../auth/useUser.ts';
import { TextField, TextareaField } from '../forms/fields.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { managePath } from './paths.ts';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';

const EMPTY = { role: '', phone: '', message: '' };

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
  const form = useZodForm(EMPTY);
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    managerRequestInput,
    async (input) => {
      try {
        await requestToManage(synagogueId, input);
      } catch (error) {
        // Already asked (or already a manager): the answer says which; it is not a failure to retry.
        if (error instanceof HttpError && error.status === 409) return onConflict(error.serverMessage);
        throw error;
      }
      notify('success', 'Request sent', 'An administrator will review it. We will email you when you can manage this listing.');
      onSent();
    },
    (error) => ['Request not sent', errorMessage(error)],
  );
  return (
    // method="post": should the form ever submit before the app handles it, the phone number stays out of the address.
    <chakra.form ref={formRef} onSubmit={submit} method="post" noValidate aria-label="Ask to manage this listing">
      <Stack gap="4" maxW="xl">
        <TextField
          label="Your role at the shul"
          required
          placeholder="e.g. Gabbai, Rabbi, Office"
          autoComplete="organization-title"
          {...form.bind('role')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          helperText="Optional: so we can check with the shul."
          {...form.bind('phone')}
        />
        <TextareaField
          label="Message"
          rows={3}
          helperText="Optional: anything that helps us confirm you help run this shul."
          {...form.bind('message')}
        />
        <PrivacyNote />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={submitting} loadingText="Sending...">
          Send request
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** Why this visitor cannot ask yet, and what to do about it. */
function NotYet({ signedIn, email, path }: { signedIn: boolean; email?: string; path: string }) {
  if (!signedIn) {
    return (
      <Text>
        <Link asChild color="blue.700" fontWeight="medium">
          <RouterLink to={`/auth?next=${encodeURIComponent(path)}`}>Sign in</RouterLink>
        </Link>{' '}
        with an account whose email address is verified to ask to manage this listing.
      </Text>
    );
  }
  return (
    <Text>
      Your email address ({email}) is not verified yet. Open the link in the verification email we sent you, then come back to this page to
      ask to manage this listing.
    </Text>
  );
}

/**
 * 'I help run this shul': a member asks to manage the listing (its details, minyan times and
 * announcements); an administrator reviews the request.
 */
export function ManageRequestSection({ synagogueId, path }: { synagogueId: number; path: string }) {
  const { user, isLoading, manages } = useUser();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const managesThis = manages.some((m) => m.id === synagogueId);

  let body;
  if (isLoading) body = <Text color="fg.muted">Loading...</Text>;
  else if (managesThis) {
    body = (
      <HStack gap="3" wrap="wrap">
        <Text>You manage this listing.</Text>
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to={managePath(synagogueId)}>Manage this shul</RouterLink>
        </Button>
      </HStack>
    );
  } else if (!user || !user.emailVerified) body = <NotYet signedIn={Boolean(user)} email={user?.email} path={path} />;
  else if (sent || conflict) {
    body = (
      <Alert.Root status={sent ? 'success' : 'info'}>
        <Alert.Indicator />
        <Alert.Title>{sent ? 'Your request was sent. An administrator will review it.' : conflict}</Alert.Title>
      </Alert.Root>
    );
  } else {
    body = (
      <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Collapsible.Trigger asChild>
          <Button size="sm" variant="outline">
            <KeyRound aria-hidden /> I help run this shul
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
        Do you help run this shul?
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        Gabbaim, rabbis and shul offices can keep this listing&rsquo;s minyan times and announcements up to date themselves.
      </Text>
      {body}
    </Box>
  );
}
