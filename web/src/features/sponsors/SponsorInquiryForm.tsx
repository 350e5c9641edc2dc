import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SPONSOR_DESCRIPTION_MIN, SPONSOR_RESPONSE_HOURS } from '#domain/sponsorship.ts';
import { notify } from '../../app/toaster.tsx';
import { HttpError } from '../../lib/api.ts';
import { sendInquiry } from './api/inquiries.ts';
import { SelectField, TextareaField, TextField } from '../forms/fields.tsx';
import { useHydrated } from '../../app/hydration.ts';
import { useFormTypedBeforeStart } from '../forms/typedBeforeStart.ts';
import { lazySchema, useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';
import { PrivacyNote } from '../privacy/PrivacyNote.tsx';
import { SPONSOR_FIELD_MESSAGES } from './fieldMessages.ts';

/** The interests offered: the value stored is the English wording (what admins read), the label is the page's language. */
const INTERESTS: readonly { value: string; label: MessageId }[] = [
  { value: 'Bronze sponsorship', label: 'sponsorship.interest.bronze' },
  { value: 'Silver sponsorship', label: 'sponsorship.interest.silver' },
  { value: 'Gold sponsorship', label: 'sponsorship.interest.gold' },
  { value: 'Platinum sponsorship', label: 'sponsorship.interest.platinum' },
  { value: 'Advertising', label: 'sponsorship.interest.advertising' },
  { value: 'Not sure yet', label: 'sponsorship.interest.notSure' },
];

/** The inquiry's schema, loaded with zod once the form is first used (the page's first load stays without it). */
const inquirySchema = lazySchema(() => import('#contract/sponsor-submissions.ts').then((m) => m.sponsorSubmissionInput));

/** The start of a web address, the same in every language. */
const URL_PLACEHOLDER = 'https://';

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
  const t = useT();
  const form = useZodForm(EMPTY, SPONSOR_FIELD_MESSAGES);
  const { formRef, submitting, submit } = useFormSubmit(
    form,
    inquirySchema,
    async (input) => {
      await sendInquiry(input);
      notify('success', t('sponsorship.sent.title'), t('sponsorship.sent.text'));
      onSubmitted();
    },
    // A rate limit says when to try again; anything else gets the form's own failure text.
    (error) => [
      t('sponsorship.failed.title'),
      error instanceof HttpError && error.status === 429 ? error.serverMessage : t('sponsorship.failed.text'),
    ],
  );
  useFormTypedBeforeStart(formRef, form.values, form.set);

  return (
    <Card.Root as="section" aria-labelledby="inquiry-heading">
      <Card.Header>
        <Heading as="h2" id="inquiry-heading" size="xl">
          {t('sponsorship.form.heading')}
        </Heading>
        <Text color="fg.muted">{t('sponsorship.form.lead', { hours: SPONSOR_RESPONSE_HOURS })}</Text>
      </Card.Header>
      <Card.Body>
        <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label={t('sponsorship.form.heading')}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label={t('sponsorship.form.companyName')} required autoComplete="organization" {...form.bind('companyName')} />
              <TextField label={t('sponsorship.form.contactName')} required autoComplete="name" {...form.bind('contactName')} />
              <TextField label={t('forms.label.email')} type="email" dir="ltr" required autoComplete="email" {...form.bind('email')} />
              <TextField label={t('forms.label.phone')} type="tel" dir="ltr" required autoComplete="tel" {...form.bind('phone')} />
              <TextField
                label={t('forms.label.website')}
                type="url"
                dir="ltr"
                autoComplete="url"
                placeholder={URL_PLACEHOLDER}
                {...form.bind('website')}
              />
              <SelectField
                label={t('sponsorship.form.interest')}
                options={INTERESTS.map(({ value, label }) => ({ value, label: t(label) }))}
                placeholder={t('forms.choose')}
                {...form.bind('sponsorshipInterest')}
              />
            </SimpleGrid>
            <TextareaField
              label={t('sponsorship.form.description')}
              required
              helperText={t('sponsorship.form.descriptionHelp', { min: SPONSOR_DESCRIPTION_MIN })}
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
  const t = useT();
  const ready = useHydrated();
  return (
    <Button
      type="submit"
      colorPalette="blue"
      alignSelf={{ base: 'stretch', md: 'flex-start' }}
      disabled={!ready}
      loading={submitting}
      loadingText={t('sponsorship.form.submitting')}
    >
      {t('sponsorship.form.submit')}
    </Button>
  );
}
