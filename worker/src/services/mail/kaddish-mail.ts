// Reminders of a saved year of Kaddish, each with a link that stops them without signing in.
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
  const subject = reminder.kind === 'yahrzeit' ? `Yahrzeit tomorrow${whose}` : `The last day of Kaddish is tomorrow${whose}`;
  const paragraphs =
    reminder.kind === 'yahrzeit'
      ? [
          `The yahrzeit${whose} is ${reminder.hebrewDate}, ${reminder.date}. It begins this evening at nightfall, with Maariv, and lasts until nightfall tomorrow.`,
          'The minyanim near your places are on the Kaddish page.',
        ]
      : [`Tomorrow, ${reminder.date} (${reminder.hebrewDate}), is the last day of the eleven months of Kaddish${whose}.`];
  const message = await compose(to, origin, subject, [...paragraphs, `To stop these reminders: ${unsubscribeUrl}`], {
    label: 'Open the Kaddish page',
    url: `${origin}/kaddish`,
  });
  // RFC 8058: a mail client may stop the reminders with one POST to this address.
  return { ...message, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
