import type { FieldMessages } from '../forms/fieldIssues.ts';

/** The sponsor inquiry's own messages per field (the English ones are the schema's words). */
export const SPONSOR_FIELD_MESSAGES: FieldMessages = {
  companyName: { required: 'forms.error.companyName.required' },
  contactName: { required: 'forms.error.contactName.required' },
  email: { required: 'forms.error.email.invalid', invalid: 'forms.error.email.invalid' },
  phone: { required: 'forms.error.phone.required' },
  website: { invalid: 'forms.error.website.invalid' },
  description: { tooShort: 'forms.error.description.tooShort' },
};
