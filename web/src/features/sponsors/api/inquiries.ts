import type { InferRequestType } from 'hono/client';
import { answer, client } from '#web-lib/client.ts';

const inquiries = client.api['sponsor-submissions'];

/** POST /api/sponsor-submissions: a company's sponsorship inquiry. */
export const sendInquiry = (json: InferRequestType<typeof inquiries.$post>['json']) => answer(inquiries.$post({ json }));
