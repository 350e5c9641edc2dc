import { describe, expect, it } from 'vitest';
import { sponsorSubmissionInput } from '../../../../schema/sponsor-submissions.ts';
import { zodFieldErrors } from './useZodForm.ts';

describe('zodFieldErrors', () => {
  it('gives the documented message of every sponsor inquiry field, one per field', () => {
    const result = sponsorSubmissionInput.safeParse({
      companyName: ' ',
      contactName: '',
      email: 'nope',
      phone: '',
      website: 'not a url',
      description: 'short',
    });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      website: 'Please enter a valid website URL',
      description: 'Please provide at least 10 characters describing your business',
    });
  });
});
