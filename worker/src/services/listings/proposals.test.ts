import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '#contract/auth.ts';
import { timeProposalInput } from '#contract/proposals.ts';
import { signedIn } from '#worker-test/auth.ts';
import { addListings } from '#worker-test/listings.ts';
import { racingDb } from '#worker-test/racing-db.ts';
import { createDb } from '../../db.ts';
import { acceptProposal, createProposal } from './proposals.ts';

const db = createDb(env.DB);

describe('acceptProposal under a race', () => {
  it('applies a proposal accepted twice at once exactly once, 20 times out of 20', async () => {
    const { user } = await signedIn('admin');
    const reviewer: PublicUser = {
      ...user,
      role: 'admin',
      firstName: 'Admin',
      lastName: null,
      profileImageUrl: null,
      emailVerified: true,
      language: 'en',
      createdAt: new Date().toISOString(),
    };
    const [shul] = await addListings({ name: 'Race Shul', latitude: 40.6251, longitude: -73.9651 });
    for (let i = 0; i < 20; i++) {
      const time = `20:${String(i).padStart(2, '0')}`;
      const proposal = await createProposal(
        db,
        shul!.id,
        timeProposalInput.parse({ changes: [{ op: 'add', rule: { tefillah: 'maariv', days: ['weekday'], time } }] }),
        'en',
      );
      const race = racingDb(db, 2);
      const results = await Promise.allSettled([
        acceptProposal(race, shul!.id, proposal.id, reviewer),
        acceptProposal(race, shul!.id, proposal.id, reviewer),
      ]);
      expect(results.map((r) => r.status).sort(), `race ${i}`).toEqual(['fulfilled', 'rejected']);
      const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((lost.reason as { status: number }).status).toBe(409);
      // Each accepted proposal adds its one rule, once.
      const rules = await env.DB.prepare("SELECT time FROM minyanim WHERE synagogue_id = ? AND tefillah = 'maariv' ORDER BY id")
        .bind(shul!.id)
        .all<{ time: string }>();
      expect(
        rules.results.map((r) => r.time),
        `race ${i}`,
      ).toEqual(Array.from({ length: i + 1 }, (_, n) => `20:${String(n).padStart(2, '0')}`));
      const logged = await env.DB.prepare('SELECT count(*) AS n FROM listing_changes WHERE synagogue_id = ? AND after LIKE ?')
        .bind(shul!.id, `%${time}%`)
        .first<{ n: number }>();
      expect(logged!.n, `race ${i}`).toBe(1);
    }
  }, 120_000);
});
