import type { SubmissionInput } from '#contract/submissions.ts';
import { answer, client } from '#web-lib/client.ts';

const submissions = client.api.submissions;

/** POST /api/submissions: a visitor's location request. */
export const sendSubmission = (json: SubmissionInput) => answer(submissions.$post({ json }));
