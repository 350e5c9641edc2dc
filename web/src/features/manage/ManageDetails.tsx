import { Button, HStack, Stack, chakra } from '@chakra-ui/react';
import { managerListingPatch } from '#contract/managers.ts';
import { z } from '#contract/zod.ts';
import type { Synagogue } from '#contract/synagogues.ts';
import { notify } from '../../app/toaster.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { updateDetails } from './api/manage.ts';
import { SynagogueFields } from '../admin/synagogues/SynagogueFields.tsx';
import { synagogueValues } from '../admin/synagogues/synagogueForm.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';

/** The form's values minus 'Active', which the manager's form does not show and the API refuses from managers. */
const managerDetails = z.preprocess((values) => {
  const { isActive: _adminOnly, ...rest } = values as Record<string, unknown>;
  return rest;
}, managerListingPatch);

/** The listing's details as its manager may change them (not whether it is shown: that stays with admins). */
export function ManageDetails({ listing, onSaved }: { listing: Synagogue; onSaved: () => void }) {
  const t = useT();
  const form = useZodForm(synagogueValues(listing));
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    managerDetails,
    async (patch) => {
      await updateDetails(listing.id, patch);
      notify('success', t('manage.details.saved'), t('manage.details.savedText'));
      onSaved();
    },
    (e) => [t('manage.details.saveFailed'), errorMessage(e)],
  );
  return (
    <chakra.form ref={formRef} onSubmit={submit} method="post" noValidate aria-label={t('manage.section.details')}>
      <Stack gap="4">
        <SynagogueFields editor={form} manager />
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={submitting} loadingText={t('manage.action.saving')}>
            {t('manage.details.save')}
          </Button>
          <Button type="button" variant="outline" onClick={() => form.reset(synagogueValues(listing))} disabled={submitting}>
            {t('manage.details.undo')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
