// The privacy page's wording, keyed as a message catalog would be, so it can move into one
// without touching the page. The numbers come from the rules the Worker enforces.
import { HANDLED_REQUEST_DAYS, SESSION_DAYS, UNVERIFIED_ACCOUNT_DAYS } from '#domain/retention.ts';

export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export const PRIVACY_TEXT = {
  title: 'Privacy',
  description: 'What Shul Finder keeps about you, why, for how long, who processes it, and how to download or delete it.',
  intro:
    'Shul Finder keeps as little about you as it can. Looking up shuls, minyanim, the calendar or texts needs no account and stores nothing about you. This page says what we keep when you do give us something.',
  formNote: 'What we do with these details:',
  formNoteLink: 'our privacy page',
  sections: [
    {
      id: 'what',
      heading: 'What we keep, and why',
      paragraphs: [
        'Your account: your email address, your name, your password (only as a salted PBKDF2 hash we cannot reverse), whether you confirmed your address, and your passkeys (a public key and a name you choose). We need these to sign you in and to reach you about your account.',
        'Your sessions: when each began and was last used, and the browser that began it, so you can see where you are signed in and sign out elsewhere.',
        "What you send us: location requests, sponsor inquiries, proposed minyan times and requests to help run a shul, with the name, email, phone and notes you give, so that we can review them and answer you. Changes you make to a listing as its manager are kept in the listing's history.",
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      paragraphs: [
        `Location requests and sponsor inquiries lose the sender's name, email, phone and notes ${HANDLED_REQUEST_DAYS} days after we have reviewed them; what was asked stays.`,
        `An account whose email address was never confirmed is deleted ${UNVERIFIED_ACCOUNT_DAYS} days after it was made.`,
        `A session ends ${SESSION_DAYS} days after it was last used, or when you sign out.`,
        'Your account and what it holds stay until you delete it.',
      ],
    },
    {
      id: 'who',
      heading: 'Who processes it',
      paragraphs: [
        'Shul Finder runs on Cloudflare (Workers, D1, KV and R2), which stores and serves the data for us and sends our account emails. Nobody else receives your personal data, and we do not sell it or use it for advertising.',
      ],
    },
    {
      id: 'your-data',
      heading: 'Downloading or deleting your data',
      paragraphs: [
        "On your account page you can download everything we keep about your account as one file, see where you are signed in and sign out elsewhere, and delete your account. Deleting it removes you at once: your sessions, passkeys and manager roles go, what you sent with your address loses your name and contact details, and the changes you made to listings stay in the directory as made by 'a former member'.",
        'For anything sent without an account, write to us through the location request form and we will find and erase it.',
      ],
    },
  ] satisfies PrivacySection[],
  accountLink: 'Go to your account',
} as const;
