// Sponsor inquiries: the public form and the admins' list. The sponsor page parses the form and
// loads no drizzle-orm, so the shapes follow the `sponsor_submissions` table by type only.
import { z } from './zod.ts';
import { SPONSOR_DESCRIPTION_MIN } from '#domain/sponsorship.ts';
import type { sponsorSubmissions } from '#db/sponsors.ts';
import { email, optionalText, optionalUrl, requiredText, type ColumnFields, type RowAnswer } from './fields.ts';

export { SPONSOR_DESCRIPTION_MIN, SPONSOR_RESPONSE_HOURS } from '#domain/sponsorship.ts';

/** POST /api/sponsor-submissions, with its rules and messages, word for word (docs/product-rules.md: Validation and messages). */
export const sponsorSubmissionInput = z.object({
  companyName: requiredText('Company name is required'),
  contactName: requiredText('Contact name is required', 120),
  email: email('Please enter a valid email address'),
  phone: requiredText('Phone number is required', 50),
  website: optionalUrl('Please enter a valid website URL'),
  description: z
    .string({ error: 'Please provide at least 10 characters describing your business' })
    .trim()
    .min(SPONSOR_DESCRIPTION_MIN, { error: 'Please provide at least 10 characters describing your business' })
    .max(4000, { error: 'Must be at most 4000 characters' }),
  sponsorshipInterest: optionalText(200),
} satisfies ColumnFields<typeof sponsorSubmissions.$inferInsert>);
export type SponsorSubmissionInput = z.input<typeof sponsorSubmissionInput>;

/** An inquiry as admins receive it: the row, its times as ISO strings. */
export type SponsorSubmission = RowAnswer<typeof sponsorSubmissions.$inferSelect>;
