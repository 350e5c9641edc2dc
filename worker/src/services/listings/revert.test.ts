import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { minyanInput } from '#contract/minyanim.ts';
import { signedIn } from '#worker-test/auth.ts';
import { addListings } from '#worker-test/listings.ts';
import { racingDb } from '#worker-test/racing-db.ts';
import { createDb } from '../../db.ts';
import { createRule } from '../minyanim/store.ts';
import { revertChange } from './revert.ts';

const db = createDb(env.DB);

describe('revertChange under a race', () => {
  it('reverts a change reverted twice at once exactly once, 10 times out of 10', async () => {
    const { user } = await signedIn('admin');
    const actor = { kind: 'admin' as const, userId: user.id };
    const [shul] = await addListings({ name: 'Revert Race', latitude: 40.6251, longitude: -73.9651 });
    for (let i = 0; i < 10; i++) {
      const rule = await createRule(
        db,
        shul!.id,
        minyanInput.parse({ tefillah: 'mincha', days: ['weekday'], time: `13:${String(i).padStart(2, '0')}` }),
        actor,
      );
      const change = await env.DB.prepare("SELECT id FROM listing_changes WHERE entity = 'minyan' AND entity_id = ? AND action = 'create'")
        .bind(rule.id)
        .first<{ id: number }>();
      const race = racingDb(db, 2);
      const results = await Promise.allSettled([revertChange(race, change!.id, actor), revertChange(race, change!.id, actor)]);
      expect(results.map((r) => r.status).sort(), `race ${i}`).toEqual(['fulfilled', 'rejected']);
      const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((lost.reason as { status: number }).status, `race ${i}`).toBe(409);
      const reverts = await env.DB.prepare('SELECT count(*) AS n FROM listing_changes WHERE revert_of = ?')
        .bind(change!.id)
        .first<{ n: number }>();
      expect(reverts!.n, `race ${i}`).toBe(1);
      expect(await env.DB.prepare('SELECT id FROM minyanim WHERE id = ?').bind(rule.id).first(), `race ${i}`).toBeNull();
    }
  }, 120_000);
});
