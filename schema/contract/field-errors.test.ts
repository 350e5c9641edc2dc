import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { fieldErrors, topLevelFieldErrors } from './field-errors.ts';
import { sponsorSubmissionInput } from './sponsor-submissions.ts';

describe('fieldErrors', () => {
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
    expect(fieldErrors(result.error!)).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      website: 'Please enter a valid website URL',
      description: 'Please provide at least 10 characters describing your business',
    });
  });

  it('keys nested fields by their dotted path, the whole payload by _, and folds them for forms', () => {
    const schema = z
      .object({ hours: z.object({ sunday: z.string({ error: 'Sunday needs text' }) }), name: z.string({ error: 'Name needed' }) })
      .refine(() => false, { error: 'Never valid' });
    const result = schema.safeParse({ hours: { sunday: 1 }, name: 2 });
    const errors = fieldErrors(result.error!);
    expect(errors).toEqual({ 'hours.sunday': 'Sunday needs text', name: 'Name needed' });
    expect(topLevelFieldErrors(errors)).toEqual({ hours: 'Sunday needs text', name: 'Name needed' });
    expect(
      fieldErrors(
        z
          .object({})
          .refine(() => false, { error: 'Never valid' })
          .safeParse({}).error!,
      ),
    ).toEqual({ _: 'Never valid' });
  });
});
