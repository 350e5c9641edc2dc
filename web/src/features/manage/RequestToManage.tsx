// The manager request's form, behind its button: loaded only for a member who can ask (signed in,
// email verified), so a listing's page loads no form code for everyone else.
import { Box, Button, Collapsible, Stack, chakra } from '@chakra-ui/react';
import { collapsibleSlotRecipe } from '@chakra-ui/react/theme';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../app/toaster.tsx';
import { registerRecipes } from '../../app/theme.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { HttpError } from '../../lib/api.ts';
import { requestToManage } from './api/manage.ts';
import { TextField, TextareaField } from '../forms/fields.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { lazySchema, useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';

// The recipes of the Chakra components this module renders beyond the frame's (app/theme.ts), registered as it loads.
registerRecipes({ collapsible: collapsibleSlotRecipe });

const EMPTY = { role: '', phone: '', message: '' };

/** The request's schema, loaded with zod once the form is first used. */
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

interface RequestToManageProps {
  synagogueId: number;
  onSent: () => void;
  onConflict: (message: string) => void;
}

/** 'Request to manage': the button that opens the form underneath. */
export function RequestToManage({ synagogueId, onSent, onConflict }: RequestToManageProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Collapsible.Trigger asChild>
        <Button size="sm" variant="outline">
          <KeyRound aria-hidden /> {t('manage.request.open')}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box pt="4">
          <RequestForm synagogueId={synagogueId} onSent={onSent} onConflict={onConflict} />
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
