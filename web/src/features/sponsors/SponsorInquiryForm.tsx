import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SPONSOR_RESPONSE_HOURS, sponsorSubmissionInput } from '#contract/sponsor-submissions.ts';
import { notify } from '../../app/toaster.tsx';
import { HttpError } from '../../lib/api.ts';
import { sendInquiry } from './api/inquiries.ts';
import { SelectField, TextareaField, TextField } from '../forms/fields.tsx';
import { useHydrated } from '../../app/hydration.ts';
import { useFormTypedBeforeStart } from '../forms/typedBeforeStart.ts';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';

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
 * The sponsor inquiry: the shared zod schema checks it here and on the server, and
 * every message shows next to its field. A failed submit keeps everything typed.
 *
 * The page arrives prerendered, so the form shows before the app has started: what is typed then
 * is kept, and the submit button stays disabled until the app can send the inquiry. The form
 * posts, so that nothing typed (an email, a phone number) can ever end up in the address.
 */
export function SponsorInquiryForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useZodForm(EMPTY);
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    sponsorSubmissionInput,
    async (input) => {
      await sendInquiry(input);
      notify('success', 'Submission Successful', "Thank you for your interest! We'll be in touch soon.");
      onSubmitted();
    },
    // A rate limit says when to try again; anything else gets the form's own failure text.
    (error) => [
      'Submission Failed',
      error instanceof HttpError && error.status === 429
        ? error.serverMessage
        : 'There was an error submitting your information. Please try again.',
    ],
  );
  useFormTypedBeforeStart(formRef, form.values, form.set);

  return (
    <Card.Root as="section" aria-labelledby="inquiry-heading">
      <Card.Header>
        <Heading as="h2" id="inquiry-heading" size="xl">
          Sponsorship Inquiry
        </Heading>
        <Text color="fg.muted">
          Tell us about your business and we&apos;ll respond within {SPONSOR_RESPONSE_HOURS} hours. Fields marked * are required.
        </Text>
      </Card.Header>
      <Card.Body>
        <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label="Sponsorship Inquiry">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label="Company Name" required autoComplete="organization" {...form.bind('companyName')} />
              <TextField label="Contact Name" required autoComplete="name" {...form.bind('contactName')} />
              <TextField label="Email" type="email" required autoComplete="email" {...form.bind('email')} />
              <TextField label="Phone" type="tel" required autoComplete="tel" {...form.bind('phone')} />
              <TextField label="Website" type="url" autoComplete="url" placeholder="https://" {...form.bind('website')} />
              <SelectField
                label="Sponsorship Interest"
                options={INTERESTS}
                placeholder="Choose an option"
                {...form.bind('sponsorshipInterest')}
              />
            </SimpleGrid>
            <TextareaField
              label="About Your Business"
              required
              helperText="At least 10 characters: what you do and who you'd like to reach."
              rows={5}
              {...form.bind('description')}
            />
            <PrivacyNote />
            <SubmitWhenReady submitting={submitting} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The submit button, disabled until the app can send the form (docs/architecture.md: Static assets and
 * prerendering, controls work before the app starts). Its own component, so that only the button renders again after hydration.
 */
function SubmitWhenReady({ submitting }: { submitting: boolean }) {
  const ready = useHydrated();
  return (
    <Button
      type="submit"
      colorPalette="blue"
      alignSelf={{ base: 'stretch', md: 'flex-start' }}
      disabled={!ready}
      loading={submitting}
      loadingText="Submitting..."
    >
      Submit Inquiry
    </Button>
  );
}
