import { z } from './zod.ts';
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { REVIEW_STATUSES, SUBMISSION_TYPES } from '#domain/enums.ts';
import { email, optionalText, requiredText } from './fields.ts';
import { listingDetailFields } from './synagogues.ts';
import { submissions } from '#db/submissions.ts';

/** POST /api/submissions: a visitor's request to add, edit or remove a listing (the `submissions` table's columns). */
export const submissionInput = createInsertSchema(submissions, {
  type: z.enum(SUBMISSION_TYPES, { error: 'Choose add, edit or remove' }),
  synagogueName: requiredText('Synagogue name is required'),
  address: optionalText(300),
  city: optionalText(120),
  ...listingDetailFields,
  submitterName: requiredText('Your name is required', 120),
  submitterEmail: email('Please enter a valid email address'),
  submitterPhone: requiredText('Your phone number is required', 50),
  notes: optionalText(4000),
  minyanTimes: optionalText(2000),
  synagogueId: z.coerce.number().int().positive().nullish(),
})
  .omit({ id: true, status: true, reviewedBy: true, reviewedAt: true, createdAt: true })
  /** The client form also carries requestType; type is what counts. */
  .extend({ requestType: z.enum(SUBMISSION_TYPES).optional() });
export type SubmissionInput = z.input<typeof submissionInput>;

export const reviewStatusInput = z.object({
  status: z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` }),
});
export type ReviewStatusInput = z.input<typeof reviewStatusInput>;

export const submissionListQuery = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
});

/** A location request as the API answers it: the row with its times as ISO strings. */
export const submissionRow = createSelectSchema(submissions, { reviewedAt: z.string().nullable(), createdAt: z.string() });
export type Submission = z.output<typeof submissionRow>;
