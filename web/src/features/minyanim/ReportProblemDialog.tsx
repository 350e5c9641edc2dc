import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { listingReportInput } from '../../../../schema/minyanim.ts';
import { notify } from '../../app/toaster.tsx';
import { TextField, TextareaField } from '../forms/fields.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { focusFirstInvalid, useZodForm } from '../forms/useZodForm.ts';
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
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, set, validate, showServerErrors, reset } = useZodForm(EMPTY);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate(listingReportInput)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSending(true);
    try {
      await api.post(`/api/synagogues/${synagogueId}/report`, values);
      notify('success', 'Report sent', 'Thank you! Our team will review it and correct the listing.');
      reset(EMPTY);
      onOpenChange(false);
    } catch (error) {
      if (showServerErrors(error)) focusFirstInvalid(formRef.current);
      notify('error', 'Report not sent', errorMessage(error));
    } finally {
      setSending(false);
    }
  };

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
                  <TextareaField label="What is wrong?" name="problem" required value={values.problem} error={errors.problem} onChange={(v) => set('problem', v)} />
                  <TextareaField
                    label="The right minyan times, if you know them"
                    name="minyanTimes"
                    rows={3}
                    value={values.minyanTimes}
                    error={errors.minyanTimes}
                    onChange={(v) => set('minyanTimes', v)}
                  />
                  <TextField label="Your name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(v) => set('name', v)} />
                  <TextField
                    label="Your email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    helperText="Optional: only if we may ask you about it."
                    value={values.email}
                    error={errors.email}
                    onChange={(v) => set('email', v)}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="blue" loading={sending} loadingText="Sending...">
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
