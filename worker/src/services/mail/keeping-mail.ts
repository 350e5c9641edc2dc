// The mails of keeping a listing, each in its reader's language: a request to manage approved or
// rejected (to the member, in the account's language), a proposal accepted or rejected (to the
// visitor who left an address, in the language they proposed in), and the managers' daily digest
// of new proposals with its one-click unsubscribe link.
import { pagePathIn, type Locale } from '#domain/languages.ts';
import type { AcceptedPart, ProposalRule, RuleSnapshot, TimeProposal } from '#contract/proposals.ts';
import { feedWords } from '../minyanim/feed-words.ts';
import { compose, type Line, type Recipient } from './account-mail.ts';
import type { MailMessage } from './send.ts';

const pageUrl = (origin: string, path: string, language: Locale) => `${origin}${pagePathIn(path, language)}`;

export function managerRequestMail(
  to: Recipient,
  origin: string,
  listing: { id: number; name: string },
  status: 'approved' | 'rejected',
): Promise<MailMessage> {
  const facts = { listing: listing.name };
  return status === 'approved'
    ? compose(to, origin, ['keeping.managerRequest.approvedSubject', facts], [['keeping.managerRequest.approved', facts]], {
        label: 'keeping.managerRequest.approvedAction',
        url: pageUrl(origin, `/manage/${listing.id}`, to.language),
      })
    : compose(to, origin, ['keeping.managerRequest.rejectedSubject', facts], [['keeping.managerRequest.rejected', facts]], {
        label: 'keeping.managerRequest.rejectedAction',
        url: pageUrl(origin, `/shul/${listing.id}`, to.language),
      });
}

/** 'Maariv · Sun–Fri · 8:00 PM' in the language. */
function ruleText(language: Locale, rule: ProposalRule | RuleSnapshot): string {
  const words = feedWords(language);
  return [words.tefillah(rule.tefillah), words.days(rule.days), words.time(rule)].filter(Boolean).join(' · ');
}

/** Each accepted change in words: what was added, what became what, what was removed. */
function acceptedLines(proposal: TimeProposal, parts: readonly AcceptedPart[]): Line[] {
  const language = proposal.language;
  return parts.flatMap(({ index, rule }): Line[] => {
    const change = proposal.changes[index];
    if (!change) return [];
    if (change.op === 'add') return [['keeping.proposal.added', { rule: ruleText(language, rule ?? change.rule) }]];
    if (change.op === 'remove') return [['keeping.proposal.removed', { rule: ruleText(language, change.was) }]];
    return [['keeping.proposal.changed', { was: ruleText(language, change.was), rule: ruleText(language, rule ?? change.rule) }]];
  });
}

/** To the visitor who left an address: their proposal accepted (all or in part, with what changed) or rejected. Null without an address. */
export function proposalReviewedMail(proposal: TimeProposal, origin: string): Promise<MailMessage> | null {
  if (!proposal.email || proposal.status === 'pending') return null;
  const to: Recipient = { email: proposal.email, firstName: proposal.name ?? '', language: proposal.language };
  const facts = { listing: proposal.synagogueName };
  const action = { label: 'keeping.proposal.action' as const, url: pageUrl(origin, `/shul/${proposal.synagogueId}`, to.language) };
  if (proposal.status === 'rejected') {
    return compose(
      to,
      origin,
      ['keeping.proposal.rejectedSubject', facts],
      [['keeping.proposal.rejected', facts], ['keeping.proposal.why']],
      action,
    );
  }
  const parts: AcceptedPart[] = proposal.accepted ?? proposal.changes.map((_, index) => ({ index }));
  const all = parts.length === proposal.changes.length && parts.every((p) => !p.rule);
  return compose(
    to,
    origin,
    ['keeping.proposal.acceptedSubject', facts],
    [
      [all ? 'keeping.proposal.acceptedAll' : 'keeping.proposal.acceptedSome', facts],
      ...acceptedLines(proposal, parts),
      ['keeping.proposal.why'],
    ],
    action,
  );
}

/** The managers' digest: how many proposals each of their listings got since the last one. */
export async function proposalDigestMail(
  to: Recipient,
  origin: string,
  listings: readonly { name: string; count: number }[],
  unsubscribeUrl: string,
): Promise<MailMessage> {
  const count = listings.reduce((n, l) => n + l.count, 0);
  const message = await compose(
    to,
    origin,
    ['keeping.digest.subject', { count }],
    [
      ['keeping.digest.intro'],
      ...listings.map((l): Line => ['keeping.digest.listing', { listing: l.name, count: l.count }]),
      ['keeping.digest.stop', { url: unsubscribeUrl }],
    ],
    { label: 'keeping.digest.action', url: pageUrl(origin, '/manage', to.language) },
  );
  // RFC 8058: a mail client may stop the digests with one POST to this address.
  return { ...message, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
