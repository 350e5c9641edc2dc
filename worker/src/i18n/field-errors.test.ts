import { describe, expect, it } from 'vitest';
import { z } from '#contract/zod.ts';
import { coordinate, requiredText } from '#contract/fields.ts';
import { localizedFieldErrors } from './field-errors.ts';

const errorsOf = (schema: z.ZodType, input: unknown, locale: 'en' | 'he' | 'fr' | 'es' | 'ru') => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the parse to fail');
  return localizedFieldErrors(result.error, locale, input);
};

describe('zod issues are worded by kind and field in the language', () => {
  const shape = z.object({
    role: requiredText('role is required (e.g. Gabbai)', 5),
    service: z.enum(['shacharit', 'mincha']),
    latitude: coordinate(-90, 90, 'latitude'),
    count: z.number(),
  });

  it('keeps the schema’s own English words in English', () => {
    expect(errorsOf(shape, { role: 'x', service: 'x', latitude: 91, count: 1 }, 'en')).toEqual({
      service: expect.stringContaining('shacharit'),
      latitude: 'latitude must be a number from -90 to 90',
    });
  });

  it('says a missing field is required, and a number in a text field is not text', () => {
    expect(errorsOf(shape, { service: 'mincha', count: 1 }, 'he').role).toBe('שדה חובה');
    expect(errorsOf(shape, { role: 5, service: 'mincha', count: 1 }, 'fr').role).toBe('Doit être du texte');
    expect(errorsOf(shape, { role: '\u200B ', service: 'mincha', count: 1 }, 'ru').role).toBe('Обязательное поле');
  });

  it('names the limits and choices the schema sets, with the language’s plurals', () => {
    const errors = errorsOf(shape, { role: 'Gabbai rishon', service: 'maariv', latitude: 91, count: 'x' }, 'ru');
    expect(errors).toEqual({
      role: 'Не больше 5 символов',
      service: 'Допустимые значения: shacharit, mincha',
      latitude: 'Должно быть числом от -90 до 90',
      count: 'Должно быть числом',
    });
  });

  it('refuses control characters in the language', () => {
    expect(errorsOf(shape, { role: 'a\u202Eb', service: 'mincha', count: 1 }, 'es').role).toBe(
      'No debe contener caracteres de control ni caracteres que cambien la dirección del texto',
    );
  });

  it('takes zod’s own translation for an issue of no known kind', () => {
    const strict = z.strictObject({ a: z.string() });
    const message = errorsOf(strict, { a: 'x', extra: 1 }, 'fr')._;
    expect(message).toContain('extra');
    expect(message).not.toMatch(/Unrecognized/);
  });
});
