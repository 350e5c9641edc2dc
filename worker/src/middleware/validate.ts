import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { validationError } from '../errors.ts';

/**
 * zod validation for a request part, answering 400 `{ message, errors }` (docs/product-rules.md: Validation and messages)
 * instead of the validator's default body, worded in the request's language.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error as unknown as z.ZodError, result.data);
  });
}
