// The account mails, each in plain text and HTML, naming the site and its origin, written in the
// account's language (the `mail` catalogs) with the HTML's `lang` and `dir` set to match. The HTML
// is built with hono's `html` template, which escapes every interpolated value (a first name is
// visitor input).
import { html } from 'hono/html';
import { RTL_LOCALES, type Locale } from '#domain/languages.ts';
import { translator, type MessageArgs, type WorkerMessageId } from '../../i18n/translate.ts';
import { SITE_NAME, type MailMessage } from './send.ts';

export interface Recipient {
  email: string;
  firstName: string;
  /** The account's language: the mail is written in it. */
  language: Locale;
}

export type Line = [WorkerMessageId, MessageArgs?];

/** A mail to one person in their language: greeting, paragraphs, an optional button, and the site's name. */
export async function compose(
  to: Recipient,
  origin: string,
  subject: Line,
  paragraphs: Line[],
  action?: { label: WorkerMessageId; url: string },
) {
  const t = translator(to.language);
  const say = ([id, args]: Line) => t(id, { site: SITE_NAME, ...args });
  const host = new URL(origin).host;
  const title = say(subject);
  const said = paragraphs.map(say);
  const label = action ? t(action.label) : '';
  // A visitor who left an address but no name is greeted without one.
  const greeting = to.firstName ? t('mail.greeting', { name: to.firstName }) : t('keeping.greeting');
  const text = [
    greeting,
    '',
    ...said.flatMap((p) => [p, '']),
    ...(action ? [`${label}: ${action.url}`, ''] : []),
    `${SITE_NAME} (${origin})`,
  ].join('\n');
  const body = await html`<!doctype html>
    <html lang="${to.language}" dir="${RTL_LOCALES.has(to.language) ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body
        style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a202c;max-width:36rem;margin:0 auto;padding:1rem;text-align:start"
      >
        <p>${greeting}</p>
        ${said.map((p) => html`<p>${p}</p>`)}
        ${
          action
            ? html`<p>
                  <a
                    href="${action.url}"
                    style="display:inline-block;background:#1e40af;color:#fff;padding:0.6rem 1rem;border-radius:6px;text-decoration:none"
                    >${label}</a
                  >
                </p>
                <p style="font-size:0.875rem;color:#4a5568">${t('mail.pasteLink', { url: action.url })}</p>`
            : ''
        }
        <p style="font-size:0.875rem;color:#4a5568"><bdi>${SITE_NAME}</bdi> · <a href="${origin}">${host}</a></p>
      </body>
    </html>`;
  return { to: to.email, subject: title, text, html: body.toString() } satisfies MailMessage;
}

export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;

export const verificationMail = (to: Recipient, origin: string, url: string) =>
  compose(to, origin, ['mail.verify.subject'], [['mail.verify.thanks'], ['mail.verify.expiry', { hours: VERIFY_LINK_HOURS }]], {
    label: 'mail.verify.action',
    url,
  });

export const resetMail = (to: Recipient, origin: string, url: string) =>
  compose(to, origin, ['mail.reset.subject'], [['mail.reset.asked'], ['mail.reset.expiry', { hours: RESET_LINK_HOURS }]], {
    label: 'mail.reset.action',
    url,
  });

export const alreadyRegisteredMail = (to: Recipient, origin: string, signInUrl: string, resetUrl: string) =>
  compose(to, origin, ['mail.taken.subject'], [['mail.taken.tried'], ['mail.taken.next', { signInUrl, resetUrl }]]);

export const accountDeletedMail = (to: Recipient, origin: string) =>
  compose(to, origin, ['mail.deleted.subject'], [['mail.deleted.gone'], ['mail.deleted.after']]);
