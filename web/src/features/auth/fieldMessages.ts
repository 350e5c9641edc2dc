import type { FieldMessages } from '../forms/fieldIssues.ts';

// The sign-in pages' own messages per field (docs/translating.md: Form validation messages); the
// English ones are the schemas' words (#contract/auth.ts).

export const EMAIL_FIELD_MESSAGES: FieldMessages = {
  email: { required: 'forms.error.email.invalid', invalid: 'forms.error.email.invalid', tooLong: 'forms.error.email.invalid' },
};

/** A new password (registration, reset). */
export const NEW_PASSWORD_FIELD_MESSAGES: FieldMessages = {
  password: {
    required: 'forms.error.password.required',
    tooShort: 'forms.error.password.tooShort',
    tooLong: 'forms.error.password.tooLong',
  },
};

export const SIGN_IN_FIELD_MESSAGES: FieldMessages = {
  ...EMAIL_FIELD_MESSAGES,
  password: { required: 'forms.error.password.required' },
};

export const REGISTER_FIELD_MESSAGES: FieldMessages = {
  ...EMAIL_FIELD_MESSAGES,
  ...NEW_PASSWORD_FIELD_MESSAGES,
  firstName: { required: 'forms.error.firstName.required' },
};
