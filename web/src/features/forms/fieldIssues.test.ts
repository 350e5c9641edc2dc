import { describe, expect, it } from 'vitest';
import { registerInput } from '#contract/auth.ts';
import { sponsorSubmissionInput } from '#contract/sponsor-submissions.ts';
import type { Locale } from '#domain/languages.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';
import { fieldIssueMessages, type FieldMessages } from './fieldIssues.ts';

const translator = async (locale: Locale): Promise<Translate> => {
  const catalog = await loadCatalog(locale);
  return (id, values) => catalog[id](values);
};

/** The sponsor inquiry's table, as the form passes it (sponsors/fieldMessages.ts). */
const SPONSOR_FIELD_MESSAGES: FieldMessages = {
  companyName: { required: 'forms.error.companyName.required' },
  contactName: { required: 'forms.error.contactName.required' },
  email: { required: 'forms.error.email.invalid', invalid: 'forms.error.email.invalid' },
  phone: { required: 'forms.error.phone.required' },
  website: { invalid: 'forms.error.website.invalid' },
  description: { tooShort: 'forms.error.description.tooShort' },
};

const EMPTY_SPONSOR = { companyName: '', contactName: '', email: '', phone: '', website: '', description: '', sponsorshipInterest: '' };

function messagesFor(values: Record<string, unknown>, t: Translate, locale: Locale, messages?: FieldMessages) {
  const result = sponsorSubmissionInput.safeParse(values);
  if (result.success) throw new Error('expected the values to fail');
  return fieldIssueMessages(result.error, values, t, locale, messages);
}

describe('fieldIssueMessages', () => {
  it('words an empty sponsor form in English exactly as the shared schema does', async () => {
    const t = await translator('en');
    const values = { ...EMPTY_SPONSOR, website: 'not a url' };
    const schemaWords = messagesFor(values, t, 'en');
    expect(messagesFor(values, t, 'en', SPONSOR_FIELD_MESSAGES)).toEqual(schemaWords);
    expect(schemaWords).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      website: 'Please enter a valid website URL',
      description: 'Please provide at least 10 characters describing your business',
    });
  });

  it('words the same form in Hebrew from the catalogs, with the length from the schema', async () => {
    const t = await translator('he');
    expect(messagesFor({ ...EMPTY_SPONSOR, website: 'not a url' }, t, 'he', SPONSOR_FIELD_MESSAGES)).toEqual({
      companyName: 'נא להזין את שם העסק',
      contactName: 'נא להזין את שם איש הקשר',
      email: 'נא להזין כתובת דוא״ל תקינה',
      phone: 'נא להזין מספר טלפון',
      website: 'נא להזין כתובת אתר תקינה',
      description: 'נא לתאר את העסק בלפחות 10 תווים',
    });
  });

  it('gives a field its form does not name the general message of its kind outside English', async () => {
    const t = await translator('ru');
    const values = { ...EMPTY_SPONSOR, companyName: 'x'.repeat(201) };
    expect(messagesFor(values, t, 'ru').companyName).toBe('Не больше 200 символов');
    expect(messagesFor(values, t, 'ru').contactName).toBe('Это поле обязательно');
  });

  it('treats a required field holding only spaces as empty, and a short password as too short', async () => {
    const t = await translator('fr');
    const values = { email: 'a@b.co', password: 'short', firstName: '   ', lastName: '' };
    const result = registerInput.safeParse(values);
    expect(result.success).toBe(false);
    const errors = fieldIssueMessages(result.error!, values, t, 'fr', {
      firstName: { required: 'forms.error.firstName.required' },
      password: { tooShort: 'forms.error.password.tooShort' },
    });
    expect(errors).toEqual({ firstName: 'Le prénom est obligatoire', password: 'Le mot de passe doit comporter au moins 10 caractères' });
  });
});
