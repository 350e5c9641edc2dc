import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signedIn } from '#worker-test/auth.ts';
import { addListings } from '#worker-test/listings.ts';
import { racingDb } from '#worker-test/racing-db.ts';
import { createDb } from '../../db.ts';
import { createSubmission, reviewSubmission } from './submissions.ts';

const db = createDb(env.DB);

const request = {
  requestType: 'add' as const,
  synagogueName: 'Race',
  address: '1 Main St',
  city: 'Omaha',
  state: null,
  zipCode: null,
  country: 'USA',
  phone: null,
  website: null,
  nusach: null,
  hasWheelchairAccess: false,
  hasMikve: false,
  hasParking: false,
  hasYouthPrograms: false,
  submitterName: 'Dana',
  submitterEmail: 'dana@example.com',
  submitterPhone: '402-555-0199',
  notes: null,
  minyanTimes: null,
};

describe('reviewSubmission under a race (defect 2)', () => {
  it('applies the listing change only for the review that wins, 50 times out of 50', async () => {
    const { user } = await signedIn('admin');
    const wins = { approved: 0, rejected: 0 };
    for (let i = 0; i < 50; i++) {
      const type = i % 2 === 0 ? 'remove' : 'add';
      const [target] = await addListings({ name: `Target ${i}` });
      const name = `Raced ${i} ${crypto.randomUUID()}`;
      const s = await createSubmission(db, {
        ...request,
        type,
        synagogueName: name,
        synagogueId: type === 'remove' ? target!.id : undefined,
      });
      const race = racingDb(db, 2);
      const [approve, reject] = await Promise.allSettled([
        reviewSubmission(race, s.id, 'approved', user.id),
        reviewSubmission(race, s.id, 'rejected', user.id),
      ]);
      expect([approve.status, reject.status].sort(), `race ${i}`).toEqual(['fulfilled', 'rejected']);
      const winner = approve.status === 'fulfilled' ? 'approved' : 'rejected';
      wins[winner] += 1;
      const stored = await env.DB.prepare('SELECT status FROM submissions WHERE id = ?').bind(s.id).first<{ status: string }>();
      expect(stored!.status, `race ${i}`).toBe(winner);
      if (type === 'remove') {
        const row = await env.DB.prepare('SELECT is_active FROM synagogues WHERE id = ?').bind(target!.id).first<{ is_active: number }>();
        expect(row!.is_active, `race ${i}: remove ${winner}`).toBe(winner === 'approved' ? 0 : 1);
      } else {
        const made = await env.DB.prepare('SELECT count(*) AS n FROM synagogues WHERE name = ?').bind(name).first<{ n: number }>();
        expect(made!.n, `race ${i}: add ${winner}`).toBe(winner === 'approved' ? 1 : 0);
      }
    }
    // The random release order let each side win some races.
    expect(wins.approved).toBeGreaterThan(0);
    expect(wins.rejected).toBeGreaterThan(0);
  }, 120_000);
});
