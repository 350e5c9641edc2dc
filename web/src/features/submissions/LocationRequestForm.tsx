import { Button, Card, CloseButton, Fieldset, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { NUSACH, SUBMISSION_TYPES, type SubmissionType } from '#domain/enums.ts';
import type { FormValuesOf } from '#contract/fields.ts';
import { submissionInput } from '#contract/submissions.ts';
import { notify } from '../../app/toaster.tsx';
import { sendSubmission } from './api/submissions.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { SelectField, TextField, TextareaField } from '../forms/fields.tsx';
import { focusFirstInvalid, useZodForm, type FieldMessages } from '../forms/useZodForm.ts';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../../app/theme.ts';

// The recipes of the Chakra components this module renders beyond the frame's (app/theme.ts), registered as it loads.
registerRecipes({ fieldset: fieldsetSlotRecipe });

const TYPE_LABELS: Record<SubmissionType, MessageId> = {
  add: 'submissions.type.add',
  edit: 'submissions.type.edit',
  remove: 'submissions.type.remove',
};

const AMENITY_FIELDS = ['hasWheelchairAccess', 'hasMikve', 'hasParking', 'hasYouthPrograms'] as const;

/** The form's own validation messages per field (the English ones are the schema's words). */
const FIELD_MESSAGES: FieldMessages = {
  type: { required: 'forms.error.requestType.required', invalid: 'forms.error.requestType.required' },
  synagogueName: { required: 'forms.error.synagogueName.required' },
  website: { invalid: 'forms.error.website.invalid' },
  submitterName: { required: 'forms.error.submitterName.required' },
  submitterEmail: { required: 'forms.error.email.invalid', invalid: 'forms.error.email.invalid' },
  submitterPhone: { required: 'forms.error.submitterPhone.required' },
};

/** The start of a web address, the same in every language. */
const URL_PLACEHOLDER = 'https://';

/** Request type defaults to add and country to 'USA'. */
const INITIAL = {
  type: 'add' as SubmissionType,
  synagogueName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'USA',
  phone: '',
  website: '',
  nusach: '',
  hasWheelchairAccess: false,
  hasMikve: false,
  hasParking: false,
  hasYouthPrograms: false,
  submitterName: '',
  submitterEmail: '',
  submitterPhone: '',
  notes: '',
} satisfies FormValuesOf<typeof submissionInput>;

type TextFieldName = Exclude<keyof typeof INITIAL, 'type' | 'nusach' | 'notes' | (typeof AMENITY_FIELDS)[number]>;
type TextFieldSpec = {
  name: TextFieldName;
  type?: 'email' | 'tel' | 'url';
  dir?: 'ltr';
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
};

// The text fields of each part of the form, in order; their labels are `submissions.field.<name>`.
const NAME_FIELDS: readonly TextFieldSpec[] = [
  { name: 'synagogueName', required: true },
  { name: 'address', autoComplete: 'street-address' },
];
const PLACE_FIELDS: readonly TextFieldSpec[] = [
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zipCode', autoComplete: 'postal-code' },
  { name: 'country', autoComplete: 'country-name' },
  // Phone numbers, email and web addresses are typed left to right in every language.
  { name: 'phone', type: 'tel', dir: 'ltr' },
  { name: 'website', type: 'url', dir: 'ltr', placeholder: URL_PLACEHOLDER },
];
const SUBMITTER_FIELDS: readonly TextFieldSpec[] = [{ name: 'submitterName', required: true, autoComplete: 'name' }];
const SUBMITTER_CONTACT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'submitterEmail', type: 'email', dir: 'ltr', required: true, autoComplete: 'email' },
  { name: 'submitterPhone', type: 'tel', dir: 'ltr', required: true, autoComplete: 'tel' },
];

/**
 * 'Add or Update a Location': validated with the shared
 * schema before sending, messages next to the fields, nothing typed lost when sending fails.
 */
/** Prefilled values: the listing page's 'Suggest an edit' opens the form as an edit of its listing. */
export type LocationRequestInitial = Partial<typeof INITIAL> & { synagogueId?: number };

export function LocationRequestForm({ onClose, initial }: { onClose: () => void; initial?: LocationRequestInitial }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { synagogueId, ...prefill } = initial ?? {};
  const { values, errors, set, validate, showServerErrors } = useZodForm({ ...INITIAL, ...prefill }, FIELD_MESSAGES);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const request = validate(submissionInput);
    if (!request) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      await sendSubmission({ ...request, requestType: request.type, synagogueId });
      notify('success', t('submissions.received.title'), t('submissions.received.text'));
      onClose();
    } catch (error) {
      setSubmitting(false);
      if (showServerErrors(error)) focusFirstInvalid(formRef.current);
      notify('error', t('submissions.failed.title'), errorMessage(error, t('submissions.failed.text')));
    }
  };

  const text = ({ name, ...extra }: TextFieldSpec) => (
    <TextField
      key={name}
      label={t(`submissions.field.${name}`)}
      name={name}
      value={values[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <Card.Root as="section" aria-labelledby="location-form-heading">
      <Card.Header>
        <HStack justify="space-between" align="flex-start">
          <Stack gap="1">
            <Card.Title as="h1" id="location-form-heading" fontSize="2xl">
              {t('submissions.title')}
            </Card.Title>
            <Card.Description>{t('submissions.lead')}</Card.Description>
          </Stack>
          <CloseButton aria-label={t('submissions.close')} onClick={onClose} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <form ref={formRef} method="post" onSubmit={submit} noValidate>
          <Stack gap="8">
            <Fieldset.Root>
              <Fieldset.Legend>{t('submissions.synagogue.legend')}</Fieldset.Legend>
              <Fieldset.Content>
                <SelectField
                  label={t('submissions.type.label')}
                  name="type"
                  required
                  value={values.type}
                  onChange={(v) => set('type', v as SubmissionType)}
                  options={SUBMISSION_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
                  error={errors.type}
                />
                {NAME_FIELDS.map(text)}
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {PLACE_FIELDS.map(text)}
                </SimpleGrid>
                <SelectField
                  label={t('submissions.field.nusach')}
                  name="nusach"
                  value={values.nusach}
                  onChange={(v) => set('nusach', v)}
                  options={NUSACH.map((value) => ({ value, label: t(`submissions.nusach.${value}`) }))}
                  placeholder={t('submissions.nusach.unspecified')}
                  error={errors.nusach}
                />
              </Fieldset.Content>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>{t('submissions.amenities.legend')}</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
                {AMENITY_FIELDS.map((name) => (
                  <CheckboxField
                    key={name}
                    label={t(`submissions.amenity.${name}`)}
                    name={name}
                    checked={values[name]}
                    onChange={(v) => set(name, v)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>{t('submissions.contact.legend')}</Fieldset.Legend>
              <Fieldset.Content>
                {SUBMITTER_FIELDS.map(text)}
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {SUBMITTER_CONTACT_FIELDS.map(text)}
                </SimpleGrid>
                <TextareaField
                  label={t('submissions.field.notes')}
                  name="notes"
                  value={values.notes}
                  onChange={(v) => set('notes', v)}
                  error={errors.notes}
                />
              </Fieldset.Content>
            </Fieldset.Root>

            <PrivacyNote />
            <HStack justify="flex-end" gap="3">
              <Button type="button" variant="outline" onClick={onClose}>
                {t('submissions.cancel')}
              </Button>
              <Button type="submit" colorPalette="blue" disabled={submitting}>
                {submitting ? t('submissions.submitting') : t('submissions.submit')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
