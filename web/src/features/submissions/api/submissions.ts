import type { SubmissionInput } from '../../../../../schema/submissions.ts';
import { answer, client } from '../../../lib/client.ts';

const submissions = client.api.submissions;

/** SWR keys of the admins' request lists start with this: a new request refreshes them. */
export const SUBMISSIONS_KEY = submissions.$path();

/** POST /api/submissions: a visitor's location request. */
export const sendSubmission = (json: SubmissionInput) => answer(submissions.$post({ json }));
