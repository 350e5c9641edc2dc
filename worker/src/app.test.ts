import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api } from '../test/helpers.ts';

describe('app', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await api('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('counts active listings only', async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO synagogues (name, address, city) VALUES ('A', '1 St', 'Paris')"),
      env.DB.prepare("INSERT INTO synagogues (name, address, city) VALUES ('B', '2 St', 'Paris')"),
      env.DB.prepare("INSERT INTO synagogues (name, address, city, is_active) VALUES ('C', '3 St', 'Paris', 0)"),
    ]);
    const res = await api('/api/synagogues/count');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 2, capped: false });
  });
});
