import { Button, Card, CloseButton, Fieldset, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { NUSACH, SUBMISSION_TYPES, type SubmissionType } from '#domain/enums.ts';
import type { FormValuesOf } from '#contract/fields.ts';
import { submissionInput } from '#contract/submissions.ts';
import { notify } from '../../app/toaster.tsx';
import { sendSubmission } from './api/submissions.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { CheckboxField, SelectField, TextField, TextareaField, enumOptions } from '../forms/fields.tsx';
import { focusFirstInvalid, useZodForm } from '../forms/useZodForm.ts';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';

const TYPE_OPTIONS: { value: SubmissionType; label: string }[] = SUBMISSION_TYPES.map((value) => ({
  value,
  label: { add: 'Add a new location', edit: 'Update an existing location', remove: 'Remove a location' }[value],
}));

const AMENITY_FIELDS = [
  { name: 'hasWheelchairAccess', label: 'Wheelchair access' },
  { name: 'hasMikve', label: 'Mikve' },
  { name: 'hasParking', label: 'Parking' },
  { name: 'hasYouthPrograms', label: 'Youth programs' },
] as const;

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

type TextFieldName = Exclude<keyof typeof INITIAL, 'type' | 'nusach' | 'notes' | (typeof AMENITY_FIELDS)[number]['name']>;
type TextFieldExtra = { type?: 'email' | 'tel' | 'url'; required?: boolean; autoComplete?: string; placeholder?: string };

export const SUBMISSION_RECEIVED = 'Thank you! Your submission has been received and will be reviewed by our team.';
export const SUBMISSION_FAILED = 'Failed to submit your request. Please try again.';

/**
 * 'Add or Update a Location': validated with the shared
 * schema before sending, messages next to the fields, nothing typed lost when sending fails.
 */
/** Prefilled values: the listing page's 'Suggest an edit' opens the form as an edit of its listing. */
export type LocationRequestInitial = Partial<typeof INITIAL> & { synagogueId?: number };

export function LocationRequestForm({ onClose, initial }: { onClose: () => void; initial?: LocationRequestInitial }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { synagogueId, ...prefill } = initial ?? {};
  const { values, errors, set, validate, showServerErrors } = useZodForm({ ...INITIAL, ...prefill });
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
      notify('success', 'Submission Received', SUBMISSION_RECEIVED);
      onClose();
    } catch (error) {
      setSubmitting(false);
      if (showServerErrors(error)) focusFirstInvalid(formRef.current);
      notify('error', 'Submission Failed', errorMessage(error, SUBMISSION_FAILED));
    }
  };

  const text = (name: TextFieldName, label: string, extra: TextFieldExtra = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={(v) => set(name, v)} error={errors[name]} {...extra} />
  );

  return (
    <Card.Root as="section" aria-labelledby="location-form-heading">
      <Card.Header>
        <HStack justify="space-between" align="flex-start">
          <Stack gap="1">
            <Card.Title as="h1" id="location-form-heading" fontSize="2xl">
              Add or Update a Location
            </Card.Title>
            <Card.Description>Tell us about a synagogue to add, details to correct, or a listing to remove.</Card.Description>
          </Stack>
          <CloseButton aria-label="Close form" onClick={onClose} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <form ref={formRef} method="post" onSubmit={submit} noValidate>
          <Stack gap="8">
            <Fieldset.Root>
              <Fieldset.Legend>Synagogue</Fieldset.Legend>
              <Fieldset.Content>
                <SelectField
                  label="Request type"
                  name="type"
                  required
                  value={values.type}
                  onChange={(v) => set('type', v as SubmissionType)}
                  options={TYPE_OPTIONS}
                  error={errors.type}
                />
                {text('synagogueName', 'Synagogue name', { required: true })}
                {text('address', 'Address', { autoComplete: 'street-address' })}
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {text('city', 'City', { autoComplete: 'address-level2' })}
                  {text('state', 'State', { autoComplete: 'address-level1' })}
                  {text('zipCode', 'Zip code', { autoComplete: 'postal-code' })}
                  {text('country', 'Country', { autoComplete: 'country-name' })}
                  {text('phone', 'Phone', { type: 'tel' })}
                  {text('website', 'Website', { type: 'url', placeholder: 'https://' })}
                </SimpleGrid>
                <SelectField
                  label="Nusach"
                  name="nusach"
                  value={values.nusach}
                  onChange={(v) => set('nusach', v)}
                  options={enumOptions(NUSACH)}
                  placeholder="Not specified"
                  error={errors.nusach}
                />
              </Fieldset.Content>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>Amenities</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
                {AMENITY_FIELDS.map((a) => (
                  <CheckboxField key={a.name} label={a.label} name={a.name} checked={values[a.name]} onChange={(v) => set(a.name, v)} />
                ))}
              </SimpleGrid>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>Your contact information</Fieldset.Legend>
              <Fieldset.Content>
                {text('submitterName', 'Your name', { required: true, autoComplete: 'name' })}
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {text('submitterEmail', 'Your email', { type: 'email', required: true, autoComplete: 'email' })}
                  {text('submitterPhone', 'Your phone', { type: 'tel', required: true, autoComplete: 'tel' })}
                </SimpleGrid>
                <TextareaField label="Notes" name="notes" value={values.notes} onChange={(v) => set('notes', v)} error={errors.notes} />
              </Fieldset.Content>
            </Fieldset.Root>

            <PrivacyNote />
            <HStack justify="flex-end" gap="3">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="blue" disabled={submitting}>
                {submitting ? 'Submitting...' : 'Submit Request'}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
