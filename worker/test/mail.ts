import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, vi } from 'vitest';

export interface SentMail {
  to: string;
  from: { name: string; email: string };
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * The messages the Worker hands to its real `EMAIL` binding (which keeps them locally), recorded
 * by a spy that calls through. `link(to, path)` reads the newest link to `path` mailed to `to`.
 */
export function mailbox() {
  const sent: SentMail[] = [];
  beforeEach(() => {
    sent.length = 0;
    // The binding is an RPC stub: its method is called through Reflect (a stub has no `.bind`).
    const original = env.EMAIL.send;
    vi.spyOn(env.EMAIL, 'send').mockImplementation(async (message) => {
      sent.push(message as unknown as SentMail);
      return Reflect.apply(original, env.EMAIL, [message]) as Promise<EmailSendResult>;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  /** Waits for mail sent after the response (waitUntil). */
  const waitFor = async (to: string, count = 1) => {
    await vi.waitFor(() => {
      if (sent.filter((m) => m.to === to).length < count) throw new Error(`no mail to ${to} yet`);
    });
    return sent.filter((m) => m.to === to);
  };
  const link = async (to: string, path: string, count = 1) => {
    const mails = await waitFor(to, count);
    const pattern = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]{43})`);
    for (const mail of mails.toReversed()) {
      const match = pattern.exec(mail.text);
      if (match) return { url: match[0], token: match[1]! };
    }
    throw new Error(`no ${path} link mailed to ${to}`);
  };
  return { sent, waitFor, link };
}
