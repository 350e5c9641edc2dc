import { describe, expect, it } from 'vitest';
import { api, json } from '../../test/helpers.ts';
import type { ApiErrorBody } from '#contract/field-errors.ts';

const HEBREW = /[\u0590-\u05FF]/;
const badRegistration = { email: 'not an address', password: 'short', firstName: '   ' };
const register = (language?: string) =>
  api('/api/register', {
    method: 'POST',
    json: badRegistration,
    headers: language ? { 'accept-language': language } : {},
  });

describe("the API's messages are in the request's language (Accept-Language)", () => {
  it('answers the same bad registration with the same fields and status in en, he and fr', async () => {
    const answers = await Promise.all(
      ['en', 'he', 'fr'].map(async (lang) => {
        const res = await register(lang);
        return { status: res.status, body: await json<ApiErrorBody>(res) };
      }),
    );
    const [en, he, fr] = answers.map((a) => a.body);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(Object.keys(he!.errors!).sort()).toEqual(Object.keys(en!.errors!).sort());
    expect(Object.keys(fr!.errors!).sort()).toEqual(['email', 'firstName', 'password']);
    expect(en!.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 10 characters',
      firstName: 'First name is required',
    });
    expect(he!.errors).toEqual({
      email: 'נא להזין כתובת דוא״ל תקינה',
      password: 'הסיסמה צריכה להכיל לפחות 10 תווים',
      firstName: 'נא להזין שם פרטי',
    });
    expect(fr!.errors!.email).toBe('Veuillez saisir une adresse e-mail valide');
    expect(fr!.errors!.firstName).toBe('Le prénom est obligatoire');
    // The summary still names the fields by their keys, and says the rest in the language.
    expect(he!.message).toContain('email: נא להזין');
    expect(fr!.message).toContain('password: Le mot de passe doit compter au moins 10 caractères');
  });

  it('says why a password is refused in the language, zxcvbn’s warning included', async () => {
    const weak = (lang: string) =>
      api('/api/register', {
        method: 'POST',
        json: { email: 'weak@example.org', password: 'password123', firstName: 'Rivka' },
        headers: { 'accept-language': lang },
      });
    const [en, he] = await Promise.all([weak('en'), weak('he')]);
    expect((await json<ApiErrorBody>(en)).errors!.password).toBe(
      'This password is too common or too easy to guess. Try a longer phrase of unrelated words. This is a commonly used password.',
    );
    const hebrew = await json<ApiErrorBody>(he);
    expect(he.status).toBe(400);
    expect(hebrew.errors!.password).toBe(
      'הסיסמה הזו נפוצה מדי או קלה מדי לניחוש. נסו צירוף ארוך יותר של מילים שאינן קשורות זו לזו. זו סיסמה נפוצה.',
    );
  });

  it('falls back to English for a language the site does not speak, and reads weighted lists', async () => {
    const [german, none, hebrewFirst] = await Promise.all([register('de-DE,de;q=0.9'), register(), register('de;q=0.5, he-IL;q=0.9')]);
    expect(await json(german)).toEqual(await json(none));
    expect((await json<ApiErrorBody>(hebrewFirst)).errors!.email).toMatch(HEBREW);
  });

  it('says errors thrown by the services (by message id) in the language, with the same status', async () => {
    const answers = await Promise.all(
      ['en', 'he', 'ru'].map((lang) => api('/api/user/sessions', { headers: { 'accept-language': lang } })),
    );
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401]);
    expect(await Promise.all(answers.map((res) => json(res)))).toEqual([
      { message: 'Unauthorized' },
      { message: 'יש להתחבר קודם' },
      { message: 'Сначала войдите в аккаунт' },
    ]);
    const missing = await api('/api/synagogues/987654321', { headers: { 'accept-language': 'es' } });
    expect([missing.status, await json(missing)]).toEqual([404, { message: 'Sinagoga no encontrada' }]);
  });

  it('answers malformed JSON and unknown API paths in the language, never with a 500', async () => {
    const malformed = await api('/api/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    });
    expect([malformed.status, await json(malformed)]).toEqual([400, { message: 'Corps de requête invalide' }]);
    const unknown = await api('/api/no-such-thing', { headers: { 'accept-language': 'he' } });
    expect([unknown.status, await json(unknown)]).toEqual([404, { message: 'לא נמצא: GET /api/no-such-thing' }]);
  });
});
