// Account mail through Cloudflare Email Service (the `EMAIL` send_email binding, docs/architecture.md:
// Mail). Sending happens after the response (waitUntil), so that how long an answer takes never
// tells whether an address has an account; a failure is logged, never shown to the visitor.
import type { Env } from '../../env.ts';

export const SITE_NAME = 'Shul Finder';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on reminders. */
  headers?: Record<string, string>;
}

export async function sendMail(env: Pick<Env, 'EMAIL' | 'MAIL_FROM'>, message: MailMessage): Promise<void> {
  try {
    await env.EMAIL.send({
      from: { name: SITE_NAME, email: env.MAIL_FROM },
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
    });
  } catch (err) {
    console.error('Account mail could not be sent', message.subject, err);
  }
}
