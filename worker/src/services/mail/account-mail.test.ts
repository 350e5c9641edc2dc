import { describe, expect, it } from 'vitest';
import { mailbox } from '#worker-test/mail.ts';
import { env } from 'cloudflare:workers';
import { sendMail } from './send.ts';
import { verificationMail } from './account-mail.ts';

describe('account mail', () => {
  const box = mailbox();

  it('sends text and HTML through the EMAIL binding, naming the site and its origin, escaping the name', async () => {
    const message = await verificationMail(
      { email: 'ruth@example.org', firstName: '<b>Ruth</b>' },
      'https://shul.example',
      'https://shul.example/auth/verify?token=abc',
    );
    await sendMail(env, message);
    const [mail] = await box.waitFor('ruth@example.org');
    expect(mail).toMatchObject({ from: { name: 'Shul Finder', email: env.MAIL_FROM }, subject: 'Confirm your email for Shul Finder' });
    expect(mail!.text).toContain('Hello <b>Ruth</b>,');
    expect(mail!.text).toContain('https://shul.example/auth/verify?token=abc');
    expect(mail!.text).toContain('Shul Finder (https://shul.example)');
    expect(mail!.html).toContain('Hello &lt;b&gt;Ruth&lt;/b&gt;,');
    expect(mail!.html).toContain('href="https://shul.example/auth/verify?token=abc"');
    expect(mail!.html).toContain('<a href="https://shul.example">shul.example</a>');
  });
});
