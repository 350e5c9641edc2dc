// Reminders of a saved year of Kaddish, in the account's language, each with a link that stops
// them without signing in.
import { pagePathIn } from '#domain/languages.ts';
import { compose, type Recipient } from './account-mail.ts';
import type { MailMessage } from './send.ts';

export type KaddishReminderKind = 'yahrzeit' | 'kaddishEnd';

export interface KaddishReminder {
  kind: KaddishReminderKind;
  /** The civil day of the yahrzeit or of the last day of Kaddish. */
  date: string;
  hebrewDate: string;
  label: string | null;
}

export async function kaddishReminderMail(
  to: Recipient,
  origin: string,
  reminder: KaddishReminder,
  unsubscribeUrl: string,
): Promise<MailMessage> {
  const whose = reminder.label ? ` (${reminder.label})` : '';
  const facts = { whose, date: reminder.date, hebrewDate: reminder.hebrewDate };
  const message =
    reminder.kind === 'yahrzeit'
      ? await compose(
          to,
          origin,
          ['mail.kaddish.yahrzeitSubject', { whose }],
          [['mail.kaddish.yahrzeitWhen', facts], ['mail.kaddish.yahrzeitMinyanim'], ['mail.kaddish.stop', { url: unsubscribeUrl }]],
          { label: 'mail.kaddish.action', url: `${origin}${pagePathIn('/kaddish', to.language)}` },
        )
      : await compose(
          to,
          origin,
          ['mail.kaddish.endSubject', { whose }],
          [
            ['mail.kaddish.endWhen', facts],
            ['mail.kaddish.stop', { url: unsubscribeUrl }],
          ],
          { label: 'mail.kaddish.action', url: `${origin}${pagePathIn('/kaddish', to.language)}` },
        );
  // RFC 8058: a mail client may stop the reminders with one POST to this address.
  return { ...message, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
