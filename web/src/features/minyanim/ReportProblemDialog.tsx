import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { listingReportInput } from '../../../../schema/minyanim.ts';
import { notify } from '../../app/toaster.tsx';
import { TextField, TextareaField } from '../forms/fields.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { api } from '../../lib/api.ts';

const EMPTY = { problem: '', minyanTimes: '', name: '', email: '' };

interface ReportProblemDialogProps {
  synagogueId: number;
  synagogueName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Report a problem': a short form that becomes a location request for the admins to review. */
export function ReportProblemDialog({ synagogueId, synagogueName, open, onOpenChange }: ReportProblemDialogProps) {
  const form = useZodForm(EMPTY);
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    listingReportInput,
    async () => {
      await api.post(`/api/synagogues/${synagogueId}/report`, form.values);
      notify('success', 'Report sent', 'Thank you! Our team will review it and correct the listing.');
      form.reset(EMPTY);
      onOpenChange(false);
    },
    (error) => ['Report not sent', errorMessage(error)],
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} initialFocusEl={() => formRef.current?.querySelector('textarea') ?? null}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form ref={formRef} onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Report a problem</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    What is wrong with the listing for {synagogueName}? Our team reviews every report.
                  </Text>
                  <TextareaField label="What is wrong?" required {...form.bind('problem')} />
                  <TextareaField label="The right minyan times, if you know them" rows={3} {...form.bind('minyanTimes')} />
                  <TextField label="Your name" autoComplete="name" {...form.bind('name')} />
                  <TextField
                    label="Your email"
                    type="email"
                    autoComplete="email"
                    helperText="Optional: only if we may ask you about it."
                    {...form.bind('email')}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Sending...">
                  Send report
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
