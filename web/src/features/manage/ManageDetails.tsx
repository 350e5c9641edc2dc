import { Button, HStack, Stack, chakra } from '@chakra-ui/react';
import { managerListingPatch } from '#contract/managers.ts';
import { z } from '#contract/zod.ts';
import type { Synagogue } from '#contract/synagogues.ts';
import { notify } from '../../app/toaster.tsx';
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
  const form = useZodForm(synagogueValues(listing));
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    managerDetails,
    async (patch) => {
      await updateDetails(listing.id, patch);
      notify('success', 'Details saved', 'The listing shows them now.');
      onSaved();
    },
    (e) => ['Could not save the details', errorMessage(e)],
  );
  return (
    <chakra.form ref={formRef} onSubmit={submit} method="post" noValidate aria-label="Listing details">
      <Stack gap="4">
        <SynagogueFields editor={form} manager />
        <HStack>
          <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Saving...">
            Save details
          </Button>
          <Button type="button" variant="outline" onClick={() => form.reset(synagogueValues(listing))} disabled={submitting}>
            Undo my edits
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
