import { describe, expect, it } from 'vitest';
import catalogs from './i18n/compiled/index.js';
import { ApiError, checkError, fieldError, said } from './errors.ts';

const HEBREW = /[\u0590-\u05FF]/;
const CYRILLIC = /[\u0400-\u04FF]/;

describe('ApiError', () => {
  it('refuses plain text, so no error can answer in English only', () => {
    // @ts-expect-error an ApiError's message is a catalog id (said(…)), never a string
    expect(() => new ApiError(404, 'Sponsor not found')).toThrow(TypeError);
    const id = 7;
    // @ts-expect-error a template literal is text too
    expect(() => new ApiError(409, `Job ${id} has already been cancelled`)).toThrow(TypeError);
    // @ts-expect-error a field's message is an id as well
    expect(() => new ApiError(400, said('errors.invalidBody'), { field: 'Broken' })).toThrow(TypeError);
  });

  it('says a message by id in each language, keeping its English as `message`', () => {
    const error = new ApiError(404, said('errors.sponsorNotFound'));
    expect(error.message).toBe('Sponsor not found');
    expect(['en', 'he', 'fr', 'es', 'ru'].map((l) => error.bodyIn(l as 'en').message)).toEqual([
      'Sponsor not found',
      'התומך לא נמצא',
      'Sponsor introuvable',
      'Patrocinador no encontrado',
      'Спонсор не найден',
    ]);
  });

  it('names one field the way validation does: "field: text", with the field under `errors`', () => {
    const error = fieldError('hm', said('errors.noAdarII', { year: 5785 }));
    expect(error.status).toBe(400);
    expect(error.bodyIn('en')).toEqual({ message: 'hm: 5785 has no Adar II', errors: { hm: '5785 has no Adar II' } });
    expect(error.bodyIn('he')).toEqual({ message: 'hm: בשנת 5785 אין אדר ב׳', errors: { hm: 'בשנת 5785 אין אדר ב׳' } });
  });

  it('words a service’s own checks by their kind in other languages, and by the schema’s words in English', () => {
    const error = checkError([{ path: 'endDate', message: 'endDate must not be before startDate', kind: 'beforeStart' }]);
    expect(error.bodyIn('en')).toEqual({
      message: 'endDate: endDate must not be before startDate',
      errors: { endDate: 'endDate must not be before startDate' },
    });
    expect(error.bodyIn('fr').errors).toEqual({ endDate: 'Ne doit pas précéder la date de début' });
    const days = checkError([{ path: 'days', message: 'Choose at least one day', kind: 'tooFew', args: { min: 1 } }]);
    expect(days.bodyIn('ru').errors).toEqual({ days: 'Выберите хотя бы один день' });
  });
});

describe("the errors catalog's translations", () => {
  // Technical strings that read the same in every language.
  const SAME_EVERYWHERE = new Set(['errors.fieldPrefix']);
  const ids = Object.keys(catalogs.en).filter((id) => id.startsWith('errors.') && !SAME_EVERYWHERE.has(id));
  const sample = {
    field: 'f',
    year: 5785,
    days: 30,
    geonameid: 1,
    zip: '1',
    query: 'q',
    name: 'n',
    refs: 'r',
    reason: 'r',
    type: 't',
    min: 2,
    max: 3,
    minutes: 2,
  };

  it('are written in Hebrew and Russian script, none left in English', () => {
    for (const id of ids) {
      const he = catalogs.he[id as keyof typeof catalogs.he](sample);
      const ru = catalogs.ru[id as keyof typeof catalogs.ru](sample);
      expect.soft(he, id).toMatch(HEBREW);
      expect.soft(ru, id).toMatch(CYRILLIC);
    }
  });

  it('differ from the English in French and Spanish', () => {
    for (const id of ids) {
      const en = catalogs.en[id as keyof typeof catalogs.en](sample);
      expect.soft(catalogs.fr[id as keyof typeof catalogs.fr](sample), id).not.toBe(en);
      expect.soft(catalogs.es[id as keyof typeof catalogs.es](sample), id).not.toBe(en);
    }
  });
});
