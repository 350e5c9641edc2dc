import { describe, expect, it } from 'vitest';
import { mailbox } from '#worker-test/mail.ts';
import { env } from 'cloudflare:workers';
import { sendMail } from './send.ts';
import { accountDeletedMail, alreadyRegisteredMail, resetMail, verificationMail } from './account-mail.ts';

describe('account mail', () => {
  const box = mailbox();

  it('sends text and HTML through the EMAIL binding, naming the site and its origin, escaping the name', async () => {
    const message = await verificationMail(
      { email: 'ruth@example.org', firstName: '<b>Ruth</b>', language: 'en' },
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

describe('account mail in the account’s language', () => {
  const origin = 'https://shul.example';
  const kinds = {
    verification: (language: 'he' | 'fr') =>
      verificationMail({ email: 'r@example.org', firstName: 'Ruth', language }, origin, `${origin}/${language}/auth/verify?token=abc`),
    reset: (language: 'he' | 'fr') =>
      resetMail({ email: 'r@example.org', firstName: 'Ruth', language }, origin, `${origin}/${language}/auth/reset?token=abc`),
    alreadyRegistered: (language: 'he' | 'fr') =>
      alreadyRegisteredMail(
        { email: 'r@example.org', firstName: 'Ruth', language },
        origin,
        `${origin}/${language}/auth`,
        `${origin}/${language}/auth?mode=forgot`,
      ),
    deleted: (language: 'he' | 'fr') => accountDeletedMail({ email: 'r@example.org', firstName: 'Ruth', language }, origin),
  };
  const expected = {
    verification: { he: 'אימות כתובת הדוא״ל שלכם ב־Shul Finder', fr: 'Confirmez votre adresse e-mail pour Shul Finder' },
    reset: { he: 'איפוס הסיסמה שלכם ב־Shul Finder', fr: 'Réinitialisez votre mot de passe Shul Finder' },
    alreadyRegistered: {
      he: 'מישהו ניסה להירשם עם הכתובת שלכם ב־Shul Finder',
      fr: 'Quelqu’un a essayé de s’inscrire sur Shul Finder avec votre adresse',
    },
    deleted: { he: 'החשבון שלכם ב־Shul Finder נמחק', fr: 'Votre compte Shul Finder a été supprimé' },
  };

  for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
    it(`writes the ${kind} mail's subject, text and HTML in Hebrew (right to left) and French`, async () => {
      const he = await kinds[kind]('he');
      expect(he.subject).toBe(expected[kind].he);
      expect(he.text.startsWith('שלום Ruth,')).toBe(true);
      expect(he.html).toContain('<html lang="he" dir="rtl">');
      expect(he.html).toContain('<p>שלום Ruth,</p>');
      expect(he.text).not.toMatch(/Hello|The link|Someone|Your /);

      const fr = await kinds[kind]('fr');
      expect(fr.subject).toBe(expected[kind].fr);
      expect(fr.text.startsWith('Bonjour Ruth,')).toBe(true);
      expect(fr.html).toContain('<html lang="fr" dir="ltr">');
      expect(fr.text).not.toMatch(/Hello|The link|Someone|Your /);
    });
  }

  it('counts the link’s hours with each language’s plurals', async () => {
    expect((await kinds.verification('he')).text).toContain('בעוד 24 שעות');
    expect((await kinds.reset('he')).text).toContain('בעוד שעה;');
    expect((await kinds.reset('fr')).text).toContain('expire dans 1 heure');
  });
});
