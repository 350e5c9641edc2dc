// The account mails, each in plain text and HTML, naming the site and its origin. The HTML is
// built with hono's `html` template, which escapes every interpolated value (a first name is
// visitor input).
import { html } from 'hono/html';
import { SITE_NAME, type MailMessage } from './send.ts';

export interface Recipient {
  email: string;
  firstName: string;
}

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

/** A mail to one person: greeting, paragraphs, an optional button, and the site's name. */
export async function compose(
  to: Recipient,
  origin: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): Promise<MailMessage> {
  const host = new URL(origin).host;
  const text = [
    `Hello ${to.firstName},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `${SITE_NAME} (${origin})`,
  ].join('\n');
  const body = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${subject}</title>
      </head>
      <body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a202c;max-width:36rem;margin:0 auto;padding:1rem">
        <p>Hello ${to.firstName},</p>
        ${paragraphs.map((p) => html`<p>${p}</p>`)}
        ${
          action
            ? html`<p>
                  <a
                    href="${action.url}"
                    style="display:inline-block;background:#1e40af;color:#fff;padding:0.6rem 1rem;border-radius:6px;text-decoration:none"
                    >${action.label}</a
                  >
                </p>
                <p style="font-size:0.875rem;color:#4a5568">Or paste this address into your browser: ${action.url}</p>`
            : ''
        }
        <p style="font-size:0.875rem;color:#4a5568">${SITE_NAME} · <a href="${origin}">${host}</a></p>
      </body>
    </html>`;
  return { to: to.email, subject, text, html: body.toString() };
}

export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;

export const verificationMail = (to: Recipient, origin: string, url: string) =>
  compose(
    to,
    origin,
    `Confirm your email for ${SITE_NAME}`,
    [
      `Thank you for creating a ${SITE_NAME} account. Please confirm that this address is yours.`,
      `The link works once and expires in ${hours(VERIFY_LINK_HOURS)}. If you did not create an account, ignore this email and nothing will happen.`,
    ],
    { label: 'Confirm my email', url },
  );

export const resetMail = (to: Recipient, origin: string, url: string) =>
  compose(
    to,
    origin,
    `Reset your ${SITE_NAME} password`,
    [
      `Someone (we hope you) asked to reset the password of your ${SITE_NAME} account.`,
      `The link works once and expires in ${hours(RESET_LINK_HOURS)}; a newer request replaces it. Setting a new password signs you out everywhere. If you did not ask, ignore this email: your password stays as it is.`,
    ],
    { label: 'Choose a new password', url },
  );

export const alreadyRegisteredMail = (to: Recipient, origin: string, signInUrl: string, resetUrl: string) =>
  compose(to, origin, `Someone tried to register with your email at ${SITE_NAME}`, [
    `Someone just tried to create a ${SITE_NAME} account with this email address. You already have an account, so nothing was changed.`,
    `If it was you, sign in at ${signInUrl}. Forgot your password? Choose a new one at ${resetUrl}. If it was not you, you can ignore this email.`,
  ]);

export const accountDeletedMail = (to: Recipient, origin: string) =>
  compose(to, origin, `Your ${SITE_NAME} account was deleted`, [
    `Your ${SITE_NAME} account and everything it held about you (your name, sessions, passkeys and manager roles) were deleted just now.`,
    `Changes you made to listings stay in the directory without your name. You can register again with this address at any time as a new account. If you did not delete your account, reply to this email.`,
  ]);
