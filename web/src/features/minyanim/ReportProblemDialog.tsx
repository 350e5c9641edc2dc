import { Alert, Button, CloseButton, Dialog, Fieldset, HStack, Portal, RadioGroup, Spinner, Stack } from '@chakra-ui/react';
import { Suspense, lazy, useState, type FormEvent } from 'react';
import { listingReportInput, type Minyan } from '#contract/minyanim.ts';
import { timeProposalInput } from '#contract/proposals.ts';
import { notify } from '../../app/toaster.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { TextField, TextareaField } from '../forms/fields.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { focusFirstInvalid, useZodForm, type FieldErrors } from '../forms/useZodForm.ts';
import { HttpError } from '../../lib/api.ts';
import { proposeTimes, reportProblem } from './api/listing.ts';
import { NEW_TIME_DRAFT, checkItems, itemErrors, type ProposalItem } from './proposalChanges.ts';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';
import { dialogSlotRecipe, fieldsetSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../../app/theme.ts';

// The recipes of the Chakra components this module renders beyond the frame's (app/theme.ts), registered as it loads.
registerRecipes({ dialog: dialogSlotRecipe, fieldset: fieldsetSlotRecipe, radioGroup: radioGroupSlotRecipe, radiomark: radiomarkRecipe });

// The proposal form (the rule fields, the week before and after) loads when the dialog opens.
const ProposeChanges = lazy(() => import('./ProposeChanges.tsx'));

const EMPTY = { problem: '', note: '', name: '', email: '' };
type Kind = 'times' | 'other';

interface ReportProblemDialogProps {
  synagogueId: number;
  synagogueName: string;
  /** The listing's rules, which a proposal changes or removes. */
  rules: readonly Minyan[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A listing without times starts with one new time to fill in; one with times, with none chosen yet. */
const firstItems = (rules: readonly Minyan[]): ProposalItem[] => (rules.length ? [] : [{ op: 'add', key: 0, draft: NEW_TIME_DRAFT }]);

/**
 * 'Report a problem': either 'The times are wrong', where the visitor proposes changes to the
 * listing's times, seeing the week before and after (they go to the shul's managers, or to our
 * team), or anything else in words (a location request for the admins).
 */
export function ReportProblemDialog({ synagogueId, synagogueName, rules, open, onOpenChange }: ReportProblemDialogProps) {
  const t = useT();
  const [kind, setKind] = useState<Kind>('times');
  const [items, setItems] = useState<ProposalItem[]>(() => firstItems(rules));
  const [itemMessages, setItemMessages] = useState<FieldErrors[]>([]);
  const [nothing, setNothing] = useState(false);
  const form = useZodForm(EMPTY);

  const done = (title: string, description: string) => {
    notify('success', title, description);
    form.reset(EMPTY);
    setItems(firstItems(rules));
    setItemMessages([]);
    setNothing(false);
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
      done(t('minyanim.report.sent'), t('minyanim.report.sentText'));
    },
    (error) => [t('minyanim.report.notSent'), errorMessage(error)],
  );

  const [proposing, setProposing] = useState(false);
  const propose = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkItems(items);
    const details = form.validate(timeProposalInput.pick({ note: true, name: true, email: true }));
    setNothing(items.length === 0);
    if (items.length === 0 || 'errors' in checked || !details) {
      setItemMessages('errors' in checked ? checked.errors : []);
      return focusFirstInvalid(formRef.current);
    }
    setProposing(true);
    try {
      await proposeTimes(synagogueId, { ...details, changes: checked.changes });
      done(t('minyanim.report.timesSent'), t('minyanim.report.timesSentText'));
    } catch (error) {
      setItemMessages(error instanceof HttpError ? itemErrors(error.fieldErrors, items.length) : []);
      if (form.showServerErrors(error) || error instanceof HttpError) focusFirstInvalid(formRef.current);
      notify('error', t('minyanim.report.timesNotSent'), errorMessage(error));
    } finally {
      setProposing(false);
    }
  };

  // Bound outside the JSX, where the lint rule would read the field names as interface text.
  const fields = { note: form.bind('note'), problem: form.bind('problem'), name: form.bind('name'), email: form.bind('email') };

  const changeItems = (next: ProposalItem[]) => {
    setItems(next);
    setItemMessages([]);
    setNothing(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      scrollBehavior="inside"
      size={{ base: 'full', md: 'xl' }}
      initialFocusEl={() => formRef.current?.querySelector('input[type="radio"]:checked') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('minyanim.report.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* method="post": the name and email never go into the address, whatever happens. */}
              <form ref={formRef} id="report-problem-form" method="post" onSubmit={kind === 'times' ? propose : submitReport} noValidate>
                <Stack gap="5">
                  <Fieldset.Root>
                    <Fieldset.Legend>{t('minyanim.report.legend', { name: synagogueName })}</Fieldset.Legend>
                    <RadioGroup.Root value={kind} onValueChange={(e) => e.value && setKind(e.value as Kind)} size="sm" mt="2">
                      <HStack gap="5" wrap="wrap">
                        <RadioGroup.Item value="times">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{t('minyanim.report.times')}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                        <RadioGroup.Item value="other">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{t('minyanim.report.other')}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      </HStack>
                    </RadioGroup.Root>
                  </Fieldset.Root>
                  {kind === 'times' ? (
                    <>
                      <Suspense fallback={<Spinner size="sm" color="fg.muted" />}>
                        <ProposeChanges
                          synagogueId={synagogueId}
                          rules={rules}
                          items={items}
                          errors={itemMessages}
                          onChange={changeItems}
                        />
                        {nothing && <NothingProposed />}
                      </Suspense>
                      <TextareaField label={t('minyanim.report.note')} rows={2} {...fields.note} />
                    </>
                  ) : (
                    <TextareaField label={t('minyanim.report.problem')} required {...fields.problem} />
                  )}
                  <TextField label={t('minyanim.report.name')} autoComplete="name" {...fields.name} />
                  <TextField
                    label={t('minyanim.report.email')}
                    type="email"
                    autoComplete="email"
                    helperText={t('minyanim.report.emailHelp')}
                    {...fields.email}
                  />
                  <PrivacyNote />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" type="button">
                  {t('minyanim.report.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                type="submit"
                form="report-problem-form"
                colorPalette="blue"
                loading={kind === 'times' ? proposing : reporting}
                loadingText={t('minyanim.report.sending')}
              >
                {kind === 'times' ? t('minyanim.report.sendTimes') : t('minyanim.report.sendReport')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('minyanim.report.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Sending with no change chosen: said where the changes are, and read out. */
function NothingProposed() {
  const t = useT();
  return (
    <Alert.Root status="error" role="alert" size="sm">
      <Alert.Indicator />
      <Alert.Title>{t('proposals.propose.nothing')}</Alert.Title>
    </Alert.Root>
  );
}
