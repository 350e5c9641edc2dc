import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './dateTimeFormat.ts';

describe('dateTimeFormat', () => {
  it('builds a formatter once per locale and options, and formats as Intl does', () => {
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    const first = dateTimeFormat('fr-FR', options);
    expect(dateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('he-IL', options)).not.toBe(first);
    expect(dateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Asia/Jerusalem' })).not.toBe(first);
    const day = new Date(Date.UTC(2026, 10, 6));
    expect(first.format(day)).toBe(new Intl.DateTimeFormat('fr-FR', options).format(day));
  });
});
