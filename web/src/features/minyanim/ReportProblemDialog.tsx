import { Button, CloseButton, Dialog, Fieldset, HStack, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { listingReportInput } from '#contract/minyanim.ts';
import { timeProposalInput } from '#contract/proposals.ts';
import { notify } from '../../app/toaster.tsx';
import { TextField, TextareaField } from '../forms/fields.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { focusFirstInvalid, useZodForm, type FieldErrors } from '../forms/useZodForm.ts';
import { HttpError } from '../../lib/api.ts';
import { proposeTimes, reportProblem } from './api/listing.ts';
import { PROPOSAL_DRAFT, ProposedRules, checkProposal } from './ProposedRules.tsx';
import type { RuleDraft } from './ruleDraft.ts';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';

const EMPTY = { problem: '', note: '', name: '', email: '' };
type Kind = 'times' | 'other';

interface ReportProblemDialogProps {
  synagogueId: number;
  synagogueName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The API's errors for a proposal name list items (`rules.0.time`): each goes to its rule's fields. */
function ruleErrors(error: unknown, count: number): FieldErrors[] {
  const out: FieldErrors[] = Array.from({ length: count }, () => ({}));
  if (!(error instanceof HttpError)) return out;
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const [top, index, field] = key.split('.');
    const target = top === 'rules' && index !== undefined ? out[Number(index)] : undefined;
    if (target && field) target[field] ??= message;
  }
  return out;
}

/**
 * 'Report a problem': either 'The times are wrong', where the visitor proposes the right times
 * with the rule editor's simple fields (they go to the shul's managers, or to our team), or
 * anything else in words (a location request for the admins).
 */
export function ReportProblemDialog({ synagogueId, synagogueName, open, onOpenChange }: ReportProblemDialogProps) {
  const [kind, setKind] = useState<Kind>('times');
  const [drafts, setDrafts] = useState<RuleDraft[]>([PROPOSAL_DRAFT]);
  const [draftErrors, setDraftErrors] = useState<FieldErrors[]>([]);
  const form = useZodForm(EMPTY);

  const done = (title: string, description: string) => {
    notify('success', title, description);
    form.reset(EMPTY);
    setDrafts([PROPOSAL_DRAFT]);
    setDraftErrors([]);
    onOpenChange(false);
  };

  const {
    formRef,
    submitting: reporting,
    submit: submitReport,
  } = useFormSubmit(
    form,
    listingReportInput,
    async () => {
      await reportProblem(synagogueId, { problem: form.values.problem, name: form.values.name, email: form.values.email });
      done('Report sent', 'Thank you! Our team will review it and correct the listing.');
    },
    (error) => ['Report not sent', errorMessage(error)],
  );

  const [proposing, setProposing] = useState(false);
  const propose = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProposal(drafts);
    const details = form.validate(timeProposalInput.pick({ note: true, name: true, email: true }));
    if ('errors' in checked || !details) {
      setDraftErrors('errors' in checked ? checked.errors : []);
      return focusFirstInvalid(formRef.current);
    }
    setProposing(true);
    try {
      await proposeTimes(synagogueId, { ...details, rules: checked.rules });
      done('Times sent', 'Thank you! The shul or our team will check them and update the listing.');
    } catch (error) {
      setDraftErrors(ruleErrors(error, drafts.length));
      if (form.showServerErrors(error) || error instanceof HttpError) focusFirstInvalid(formRef.current);
      notify('error', 'Times not sent', errorMessage(error));
    } finally {
      setProposing(false);
    }
  };

  const changeDrafts = (next: RuleDraft[]) => {
    setDrafts(next);
    setDraftErrors([]);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
      initialFocusEl={() => formRef.current?.querySelector('input[type="radio"]:checked') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Report a problem</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* method="post": the name and email never go into the address, whatever happens. */}
              <form ref={formRef} id="report-problem-form" method="post" onSubmit={kind === 'times' ? propose : submitReport} noValidate>
                <Stack gap="5">
                  <Fieldset.Root>
                    <Fieldset.Legend>What is wrong with the listing for {synagogueName}?</Fieldset.Legend>
                    <RadioGroup.Root value={kind} onValueChange={(e) => e.value && setKind(e.value as Kind)} size="sm" mt="2">
                      <HStack gap="5" wrap="wrap">
                        <RadioGroup.Item value="times">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>The times are wrong</RadioGroup.ItemText>
                        </RadioGroup.Item>
                        <RadioGroup.Item value="other">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>Something else</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      </HStack>
                    </RadioGroup.Root>
                  </Fieldset.Root>
                  {kind === 'times' ? (
                    <>
                      <Text color="fg.muted" fontSize="sm">
                        Give the times as the shul keeps them. Accepted times replace the listing&rsquo;s times for the same tefillah.
                      </Text>
                      <ProposedRules drafts={drafts} errors={draftErrors} onChange={changeDrafts} />
                      <TextareaField label="Anything else we should know?" rows={2} {...form.bind('note')} />
                    </>
                  ) : (
                    <TextareaField label="What is wrong?" required {...form.bind('problem')} />
                  )}
                  <TextField label="Your name" autoComplete="name" {...form.bind('name')} />
                  <TextField
                    label="Your email"
                    type="email"
                    autoComplete="email"
                    helperText="Optional: only if we may ask you about it."
                    {...form.bind('email')}
                  />
                  <PrivacyNote />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" type="button">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                type="submit"
                form="report-problem-form"
                colorPalette="blue"
                loading={kind === 'times' ? proposing : reporting}
                loadingText="Sending..."
              >
                {kind === 'times' ? 'Send times' : 'Send report'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
