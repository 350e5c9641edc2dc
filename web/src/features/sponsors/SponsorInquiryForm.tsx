import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { SPONSOR_RESPONSE_HOURS, sponsorSubmissionInput } from '../../../../schema/sponsor-submissions.ts';
import { notify } from '../../app/toaster.tsx';
import { HttpError, api } from '../../lib/api.ts';
import { SelectField, TextareaField, TextField } from '../forms/fields.tsx';
import { focusFirstInvalid, useZodForm } from '../forms/useZodForm.ts';

const INTERESTS = [
  'Bronze sponsorship',
  'Silver sponsorship',
  'Gold sponsorship',
  'Platinum sponsorship',
  'Advertising',
  'Not sure yet',
].map((label) => ({ value: label, label }));

const EMPTY = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  description: '',
  sponsorshipInterest: '',
};

/**
 * The sponsor inquiry (spec §5): the shared zod schema checks it here and on the server, and
 * every message shows next to its field. A failed submit keeps everything typed.
 */
export function SponsorInquiryForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { values, errors, set, validate, showServerErrors } = useZodForm(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (v: string) => set(name, v),
    error: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate(sponsorSubmissionInput);
    if (!input) return focusFirstInvalid(formRef.current);
    setSubmitting(true);
    try {
      await api.post('/api/sponsor-submissions', input);
      notify('success', 'Submission Successful', "Thank you for your interest! We'll be in touch soon.");
      onSubmitted();
    } catch (error) {
      if (showServerErrors(error)) focusFirstInvalid(formRef.current);
      // A rate limit says when to try again; anything else gets the spec's text (§8).
      const description =
        error instanceof HttpError && error.status === 429
          ? error.serverMessage
          : 'There was an error submitting your information. Please try again.';
      notify('error', 'Submission Failed', description);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="inquiry-heading">
      <Card.Header>
        <Heading as="h2" id="inquiry-heading" size="xl">
          Sponsorship Inquiry
        </Heading>
        <Text color="fg.muted">
          Tell us about your business and we&apos;ll respond within {SPONSOR_RESPONSE_HOURS} hours. Fields marked * are
          required.
        </Text>
      </Card.Header>
      <Card.Body>
        <form ref={formRef} onSubmit={submit} noValidate aria-label="Sponsorship Inquiry">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label="Company Name" required autoComplete="organization" {...field('companyName')} />
              <TextField label="Contact Name" required autoComplete="name" {...field('contactName')} />
              <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
              <TextField label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
              <TextField label="Website" type="url" autoComplete="url" placeholder="https://" {...field('website')} />
              <SelectField label="Sponsorship Interest" options={INTERESTS} placeholder="Choose an option" {...field('sponsorshipInterest')} />
            </SimpleGrid>
            <TextareaField
              label="About Your Business"
              required
              helperText="At least 10 characters: what you do and who you'd like to reach."
              rows={5}
              {...field('description')}
            />
            <Button type="submit" colorPalette="blue" alignSelf={{ base: 'stretch', md: 'flex-start' }} loading={submitting} loadingText="Submitting...">
              Submit Inquiry
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
