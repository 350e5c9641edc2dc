import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Minyan, MinyanPreviewResponse, NextMinyanResponse, SynagogueDetail } from '#contract/minyanim.ts';
import { mapListing } from '#contract/synagogues.ts';
import { adminCookie, memberCookie } from '../../test/auth.ts';
import { api } from '../../test/helpers.ts';
import { instantOf, parseIcs, prop } from '../../test/ics.ts';
import { insertPlaces } from '../../test/places.ts';
import { zmanimFor } from '../services/calendar/zmanim.ts';

interface ListingSeed {
  name: string;
  latitude: number | null;
  longitude: number | null;
  isActive?: boolean;
  country?: string;
}

async function listing({ name, latitude, longitude, isActive = true, country = 'USA' }: ListingSeed): Promise<number> {
  const row = await env.DB.prepare(
    'INSERT INTO synagogues (name, address, city, country, latitude, longitude, is_active, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(name, '1 Main St', 'New York', country, latitude, longitude, isActive ? 1 : 0, 'admin')
    .first<{ id: number }>();
  return row!.id;
}

async function addRule(cookie: string, id: number, rule: Record<string, unknown>): Promise<Minyan> {
  const res = await api(`/api/synagogues/${id}/minyanim`, { method: 'POST', cookie, json: rule });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

const EVERY_DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

describe('admin editing of minyan rules', () => {
  it('creates, lists, changes and deletes rules; only admins may', async () => {
    const admin = await adminCookie();
    const id = await listing({ name: 'Rules Shul', latitude: 40.7128, longitude: -74.006 });
    const rule = { tefillah: 'mincha', days: ['sun', 'mon', 'tue', 'wed', 'thu'], zman: 'sunset', offsetMinutes: -15, rounding: 'down5' };

    expect((await api(`/api/synagogues/${id}/minyanim`, { method: 'POST', json: rule })).status).toBe(401);
    expect((await api(`/api/synagogues/${id}/minyanim`, { method: 'POST', json: rule, cookie: await memberCookie() })).status).toBe(403);
    expect((await api(`/api/synagogues/${id}/minyanim`, { cookie: await memberCookie() })).status).toBe(403);

    const created = await addRule(admin, id, rule);
    expect(created).toMatchObject({
      synagogueId: id,
      tefillah: 'mincha',
      zman: 'sunset',
      offsetMinutes: -15,
      rounding: 'down5',
      time: null,
    });
    // The alias `plag` is stored as the API's key.
    const plag = await addRule(admin, id, { tefillah: 'maariv', days: ['fri'], zman: 'plag', offsetMinutes: 0 });
    expect(plag.zman).toBe('plagHaMincha');

    const listed = (await (await api(`/api/synagogues/${id}/minyanim`, { cookie: admin })).json()) as Minyan[];
    expect(listed.map((m) => m.tefillah)).toEqual(['mincha', 'maariv']);

    // Switching a zman rule to a fixed time must clear the zman, else the merged rule has both.
    const both = await api(`/api/minyanim/${created.id}`, { method: 'PATCH', cookie: admin, json: { time: '13:30' } });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { errors: Record<string, string> }).errors.time).toBe('Give either a fixed time or a zman, not both');
    const patched = await api(`/api/minyanim/${created.id}`, { method: 'PATCH', cookie: admin, json: { time: '13:30', zman: null } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ time: '13:30', zman: null, days: rule.days });

    expect((await api(`/api/minyanim/${plag.id}`, { method: 'DELETE', cookie: await memberCookie() })).status).toBe(403);
    expect((await api(`/api/minyanim/${plag.id}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await api(`/api/minyanim/${plag.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
    expect((await api(`/api/minyanim/${plag.id}`, { method: 'PATCH', cookie: admin, json: { notes: 'x' } })).status).toBe(404);
    expect((await api(`/api/synagogues/999999/minyanim`, { method: 'POST', cookie: admin, json: rule })).status).toBe(404);
  });

  it('refuses bad rules with a message naming the field', async () => {
    const admin = await adminCookie();
    const id = await listing({ name: 'Strict Shul', latitude: 40.7, longitude: -74 });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ tefillah: 'mincha', days: ['mon'], time: '13:30', zman: 'sunset' }, 'time', /not both/],
      [{ tefillah: 'mincha', days: ['mon'] }, 'time', /fixed time \(HH:MM\) or a zman/],
      [{ tefillah: 'mincha', days: ['mon'], zman: 'moonrise' }, 'zman', /zman must be one of .*sunset/],
      [{ tefillah: 'mincha', days: ['mon'], zman: 'sunset', offsetMinutes: 240 }, 'offsetMinutes', /between -180 and 180/],
      [{ tefillah: 'mincha', days: [], time: '13:30' }, 'days', /at least one day/],
      [{ tefillah: 'mincha', days: ['someday'], time: '13:30' }, 'days.0', /each day must be one of/],
      [{ tefillah: 'musaf', days: ['mon'], time: '13:30' }, 'tefillah', /tefillah must be one of shacharit, mincha, maariv/],
      [{ tefillah: 'mincha', days: ['mon'], time: '25:00' }, 'time', /HH:MM on a 24-hour clock/],
      [
        { tefillah: 'mincha', days: ['mon'], time: '13:30', validFrom: '2026-05-01', validUntil: '2026-04-01' },
        'validUntil',
        /not be before/,
      ],
      [{ tefillah: 'mincha', days: ['mon'], time: '13:30', rounding: 'up10' }, 'rounding', /rounding must be one of/],
    ];
    for (const [json, field, message] of cases) {
      const res = await api(`/api/synagogues/${id}/minyanim`, { method: 'POST', cookie: admin, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors[field], JSON.stringify(body)).toMatch(message);
    }
  });

  it('previews unsaved rules for the next 7 days at the listing’s place', async () => {
    const admin = await adminCookie();
    const id = await listing({ name: 'Preview Shul', latitude: 40.7128, longitude: -74.006 });
    const res = await api(`/api/synagogues/${id}/minyanim/preview`, {
      method: 'POST',
      cookie: admin,
      json: { rules: [{ tefillah: 'shacharit', days: EVERY_DAY, time: '07:00' }] },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as MinyanPreviewResponse;
    expect(body.tzid).toBe('America/New_York');
    expect(body.occurrences).toHaveLength(7);
    expect(body.occurrences.every((o) => o.time === '07:00' && o.minyanId === null)).toBe(true);
    const bad = await api(`/api/synagogues/${id}/minyanim/preview`, {
      method: 'POST',
      cookie: admin,
      json: { rules: [{ tefillah: 'mincha', days: ['mon'] }] },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors['rules.0.time']).toMatch(/fixed time/);
    const nowhere = await listing({ name: 'No coordinates', latitude: null, longitude: null });
    expect((await api(`/api/synagogues/${nowhere}/minyanim/preview`, { method: 'POST', cookie: admin, json: { rules: [] } })).status).toBe(
      409,
    );
  });
});

describe('GET /api/synagogues/:id', () => {
  it('answers the listing with its rules and the next 7 days', async () => {
    const admin = await adminCookie();
    const id = await listing({ name: 'Detail Shul', latitude: 40.7128, longitude: -74.006 });
    await addRule(admin, id, { tefillah: 'shacharit', days: EVERY_DAY, time: '07:00' });
    await addRule(admin, id, { tefillah: 'mincha', days: EVERY_DAY, zman: 'sunset', offsetMinutes: -15 });
    const res = await api(`/api/synagogues/${id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SynagogueDetail;
    expect(body).toMatchObject({ id, name: 'Detail Shul', latitude: '40.71280000', tzid: 'America/New_York', source: 'admin' });
    expect(body.minyanim).toHaveLength(2);
    expect(body.upcoming).toHaveLength(14);
    const days = [...new Set(body.upcoming.map((o) => o.date))];
    expect(days).toHaveLength(7);
    expect(body.upcoming.map((o) => o.start)).toEqual([...body.upcoming.map((o) => o.start)].sort((a, b) => Date.parse(a) - Date.parse(b)));
    // Editing the rules counts as confirming the times.
    expect(body.timesConfirmedAt).not.toBeNull();
  });

  it('answers 404 JSON for an unknown or removed listing (admins still see a removed one)', async () => {
    const gone = await listing({ name: 'Removed Shul', latitude: 40.7, longitude: -74, isActive: false });
    for (const path of ['/api/synagogues/999999', `/api/synagogues/${gone}`, '/api/synagogues/999999/calendar.ics']) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Synagogue not found' });
    }
    expect((await api(`/api/synagogues/${gone}`, { cookie: await adminCookie() })).status).toBe(200);
  });

  it('leaves the directory’s fixed paths alone', async () => {
    const res = await api('/api/synagogues/count');
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('count');
  });

  it('answers a listing without coordinates with its rules and no computed times', async () => {
    const admin = await adminCookie();
    const id = await listing({ name: 'Somewhere Shul', latitude: null, longitude: null });
    await addRule(admin, id, { tefillah: 'shacharit', days: EVERY_DAY, time: '07:00' });
    const body = (await (await api(`/api/synagogues/${id}`)).json()) as SynagogueDetail;
    expect(body).toMatchObject({ tzid: null, upcoming: [] });
    expect(body.minyanim).toHaveLength(1);
  });
});

describe('GET /api/minyanim/next', () => {
  it('lists minyanim starting soon, across midnight, by start time then distance', async () => {
    const admin = await adminCookie();
    const near = await listing({ name: 'Next Near', latitude: 41.8781, longitude: -87.6298 });
    const farther = await listing({ name: 'Next Farther', latitude: 41.89, longitude: -87.61 });
    const outside = await listing({ name: 'Next Milwaukee', latitude: 43.0389, longitude: -87.9065 });
    const removed = await listing({ name: 'Next Removed', latitude: 41.8782, longitude: -87.6299, isActive: false });
    await addRule(admin, near, { tefillah: 'maariv', days: EVERY_DAY, time: '23:50' });
    await addRule(admin, near, { tefillah: 'shacharit', days: EVERY_DAY, time: '06:30' });
    await addRule(admin, farther, { tefillah: 'shacharit', days: EVERY_DAY, time: '06:30' });
    await addRule(admin, farther, { tefillah: 'mincha', days: EVERY_DAY, time: '13:30' });
    await addRule(admin, outside, { tefillah: 'shacharit', days: EVERY_DAY, time: '06:00' });
    await addRule(admin, removed, { tefillah: 'maariv', days: EVERY_DAY, time: '23:45' });

    const at = encodeURIComponent('2026-06-10T23:30:00-05:00');
    const here = 'lat=41.8781&lng=-87.6298';
    const res = await api(`/api/minyanim/next?${here}&at=${at}&within=480`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as NextMinyanResponse;
    expect(body.at).toBe('2026-06-11T04:30:00.000Z');
    expect(body.items.map((i) => `${i.start} ${i.tefillah} ${i.synagogue.name}`)).toEqual([
      '2026-06-10T23:50:00-05:00 maariv Next Near',
      '2026-06-11T06:30:00-05:00 shacharit Next Near',
      '2026-06-11T06:30:00-05:00 shacharit Next Farther',
    ]);
    const [first, , third] = body.items;
    expect(first!.distanceKm).toBeLessThan(0.01);
    expect(third!.distanceKm).toBeGreaterThan(1);
    expect(Object.keys(third!.synagogue).sort()).toEqual(Object.keys(mapListing.shape).sort());
    expect(first!.minyan).toMatchObject({ tefillah: 'maariv', time: '23:50' });
    expect(first!.date).toBe('2026-06-10');

    const shacharit = (await (await api(`/api/minyanim/next?${here}&at=${at}&within=480&tefillah=shacharit`)).json()) as NextMinyanResponse;
    expect(shacharit.items.map((i) => i.synagogue.name)).toEqual(['Next Near', 'Next Farther']);
    const soon = (await (await api(`/api/minyanim/next?${here}&at=${at}&within=10`)).json()) as NextMinyanResponse;
    expect(soon.items).toEqual([]);
    // The browser sends its own clock as UTC ('Z'): 23:45 local, so only the 23:50 Maariv is within 10 minutes.
    const utc = (await (await api(`/api/minyanim/next?${here}&at=2026-06-11T04:45:00.000Z&within=10`)).json()) as NextMinyanResponse;
    expect(utc.items.map((i) => i.start)).toEqual(['2026-06-10T23:50:00-05:00']);
    const wide = (await (await api(`/api/minyanim/next?${here}&at=${at}&within=480&radiusKm=100`)).json()) as NextMinyanResponse;
    expect(wide.items.map((i) => i.synagogue.name)).not.toContain('Next Milwaukee');
    expect(wide.items.some((i) => i.synagogue.name === 'Next Removed')).toBe(false);
  });

  it('refuses bad queries with the field named', async () => {
    const cases: [string, string][] = [
      ['lng=-74', 'lat'],
      ['lat=&lng=-74', 'lat'],
      ['lat=91&lng=0', 'lat'],
      ['lat=40&lng=-74&within=5000', 'within'],
      ['lat=40&lng=-74&radiusKm=0', 'radiusKm'],
      ['lat=40&lng=-74&tefillah=musaf', 'tefillah'],
      ['lat=40&lng=-74&at=tomorrow', 'at'],
    ];
    for (const [query, field] of cases) {
      const res = await api(`/api/minyanim/next?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors, query).toHaveProperty(field);
    }
  });
});

describe('GET /api/synagogues/:id/calendar.ics', () => {
  it('is an RFC 5545 feed of the next 8 weeks with the listing’s TZID and stable UIDs', async () => {
    const admin = await adminCookie();
    const id = await listing({ name: 'Feed Shul, Upper West Side', latitude: 40.787, longitude: -73.975 });
    const rule = await addRule(admin, id, {
      tefillah: 'mincha',
      days: EVERY_DAY,
      zman: 'sunset',
      offsetMinutes: -15,
      notes: 'Followed by Maariv; all welcome',
    });
    const res = await api(`/api/synagogues/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    const cal = parseIcs(text);
    const events = cal.children.filter((c) => c.type === 'VEVENT');
    expect(events.length).toBe(56);
    expect(
      cal.children.find((c) => c.type === 'VTIMEZONE') &&
        prop(
          cal.children.find((c) => c.type === 'VTIMEZONE')!,
          'TZID',
        )?.value,
    ).toBe('America/New_York');
    const detail = (await (await api(`/api/synagogues/${id}`)).json()) as SynagogueDetail;
    for (const [i, occurrence] of detail.upcoming.entries()) {
      const dtstart = prop(events[i]!, 'DTSTART')!;
      expect(dtstart.params.TZID).toBe('America/New_York');
      expect(instantOf(cal, dtstart).getTime()).toBe(Date.parse(occurrence.start));
      expect(prop(events[i]!, 'UID')?.value).toBe(
        `minyan-${rule.id}-${occurrence.date.replaceAll('-', '')}@${new URL(env.PUBLIC_ORIGIN).hostname}`,
      );
    }
    expect(prop(events[0]!, 'SUMMARY')?.value).toBe('Mincha · Feed Shul\\, Upper West Side');
    expect(prop(events[0]!, 'URL')?.value).toBe(`${env.PUBLIC_ORIGIN}/shul/${id}`);
    // Fetched again, the same events carry the same UIDs.
    const again = parseIcs(await (await api(`/api/synagogues/${id}/calendar.ics`)).text());
    expect(again.children.filter((c) => c.type === 'VEVENT').map((e) => prop(e, 'UID')?.value)).toEqual(
      events.map((e) => prop(e, 'UID')?.value),
    );
  });
});

describe('GET /api/synagogues/:id/calendar.ics?lang=', () => {
  const expected = {
    en: { summary: 'Shacharit · Lang Shul', rule: '7:00 AM · Sun–Fri', name: 'Lang Shul minyanim', path: '/shul/' },
    he: { summary: 'שחרית · Lang Shul', rule: '07:00 · א׳–ו׳', name: 'מניינים – Lang Shul', path: '/he/shul/' },
    fr: { summary: 'Chaharit · Lang Shul', rule: '07:00 · dim.–ven.', name: 'Minyanim – Lang Shul', path: '/fr/shul/' },
    es: { summary: 'Shajarit · Lang Shul', rule: '07:00 · dom–vie', name: 'Minyanim de Lang Shul', path: '/es/shul/' },
    ru: { summary: 'Шахарит · Lang Shul', rule: '07:00 · вс–пт', name: 'Миньяны: Lang Shul', path: '/ru/shul/' },
  };

  it('names the services and describes the times in each language, linking to the listing’s page in it', async () => {
    const admin = await adminCookie();
    const id = await listing({ name: 'Lang Shul', latitude: 40.787, longitude: -73.975 });
    await addRule(admin, id, { tefillah: 'shacharit', days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], time: '07:00' });
    await addRule(admin, id, { tefillah: 'mincha', days: ['shabbat'], zman: 'sunset', offsetMinutes: -15 });
    for (const [lang, words] of Object.entries(expected)) {
      const res = await api(`/api/synagogues/${id}/calendar.ics?lang=${lang}`);
      expect(res.status, lang).toBe(200);
      const cal = parseIcs(await res.text());
      expect(prop(cal, 'X-WR-CALNAME')?.value, lang).toBe(words.name);
      const events = cal.children.filter((c) => c.type === 'VEVENT');
      const shacharit = events.find((e) => prop(e, 'SUMMARY')?.value === words.summary);
      expect(shacharit, lang).toBeDefined();
      expect(prop(shacharit!, 'DESCRIPTION')?.value.startsWith(words.rule), lang).toBe(true);
      expect(prop(shacharit!, 'URL')?.value, lang).toBe(`${env.PUBLIC_ORIGIN}${words.path}${id}`);
    }
    const hebrew = parseIcs(await (await api(`/api/synagogues/${id}/calendar.ics?lang=he`)).text());
    const mincha = hebrew.children.find((e) => e.type === 'VEVENT' && prop(e, 'SUMMARY')?.value.startsWith('מנחה'));
    expect(prop(mincha!, 'DESCRIPTION')?.value).toMatch(/^שקיעה פחות 15 דק׳ · שבת/);
  });

  it('refuses a language it does not write, naming lang', async () => {
    const id = await listing({ name: 'Lang Shul 2', latitude: 40.787, longitude: -73.975 });
    const res = await api(`/api/synagogues/${id}/calendar.ics?lang=de`);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors)).toEqual(['lang']);
  });
});

describe('freshness', () => {
  it('records "These times are right"', async () => {
    const id = await listing({ name: 'Confirm Shul', latitude: 40.7, longitude: -74 });
    const before = Date.now();
    const res = await api(`/api/synagogues/${id}/confirm`, { method: 'POST' });
    expect(res.status).toBe(200);
    const { timesConfirmedAt } = (await res.json()) as { timesConfirmedAt: string };
    expect(Date.parse(timesConfirmedAt)).toBeGreaterThanOrEqual(before);
    const detail = (await (await api(`/api/synagogues/${id}`)).json()) as SynagogueDetail;
    expect(detail.timesConfirmedAt).toBe(timesConfirmedAt);
    expect((await api('/api/synagogues/999999/confirm', { method: 'POST' })).status).toBe(404);
  });

  it('turns "Report a problem" into a pending edit request for the admins', async () => {
    const id = await listing({ name: 'Report Shul', latitude: 51.5, longitude: -0.12, country: 'UK' });
    const res = await api(`/api/synagogues/${id}/report`, {
      method: 'POST',
      json: { problem: 'Mincha is at 1:45 now, not 1:30', minyanTimes: 'Mincha 13:45 Mon-Thu', email: 'Visitor@Example.com' },
    });
    expect(res.status).toBe(201);
    const { id: submissionId } = (await res.json()) as { id: number };
    const row = await env.DB.prepare('SELECT * FROM submissions WHERE id = ?').bind(submissionId).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      type: 'edit',
      status: 'pending',
      synagogue_id: id,
      synagogue_name: 'Report Shul',
      country: 'UK',
      submitter_email: 'visitor@example.com',
      minyan_times: 'Mincha 13:45 Mon-Thu',
    });
    expect(row!.notes).toContain('Mincha is at 1:45 now, not 1:30');

    const empty = await api(`/api/synagogues/${id}/report`, { method: 'POST', json: { problem: ' ' } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: Record<string, string> }).errors.problem).toMatch(/describe the problem/);
    expect((await api('/api/synagogues/999999/report', { method: 'POST', json: { problem: 'Closed down' } })).status).toBe(404);
  });
});

describe('freshness rate limits', () => {
  it('answers 429 with Retry-After once an address presses too often', async () => {
    const id = await listing({ name: 'Busy Shul', latitude: 40.7, longitude: -74 });
    const ip = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api(`/api/synagogues/${id}/confirm`, { method: 'POST', ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await api(`/api/synagogues/${id}/confirm`, { method: 'POST', ip });
    expect(limited.headers.get('retry-after')).toBe('60');
    // Reports have their own budget; another address is not affected.
    expect((await api(`/api/synagogues/${id}/report`, { method: 'POST', ip, json: { problem: 'Shul has moved' } })).status).toBe(201);
    expect((await api(`/api/synagogues/${id}/confirm`, { method: 'POST', ip: '10.200.0.2' })).status).toBe(200);
  });
});

describe('GET /api/hebrew-calendar.ics', () => {
  it('feeds a year of candle lighting and havdalah for a city, a ZIP code or coordinates', async () => {
    await insertPlaces();
    const res = await api('/api/hebrew-calendar.ics?geonameid=281184');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const cal = parseIcs(await res.text());
    const vtz = cal.children.find((c) => c.type === 'VTIMEZONE')!;
    expect(prop(vtz, 'TZID')?.value).toBe('Asia/Jerusalem');
    const events = cal.children.filter((c) => c.type === 'VEVENT');
    const titles = new Set(events.map((e) => prop(e, 'SUMMARY')!.value));
    expect(titles).toEqual(new Set(['Candle lighting', 'Havdalah']));
    // About 51 Shabbatot a year plus Yom Tov: well over 100 events, each on a Friday/Saturday or a festival eve/end.
    expect(events.length).toBeGreaterThan(100);
    const friday = events.find(
      (e) => prop(e, 'SUMMARY')!.value === 'Candle lighting' && new Date(instantOf(cal, prop(e, 'DTSTART')!)).getUTCDay() === 5,
    )!;
    expect(prop(friday, 'DTSTART')!.params.TZID).toBe('Asia/Jerusalem');
    // Jerusalem lights 40 minutes before sunset.
    const start = instantOf(cal, prop(friday, 'DTSTART')!);
    const date = prop(friday, 'DTSTART')!.value.replace(/^(\d{4})(\d{2})(\d{2}).*/, '$1-$2-$3');
    const sunset = zmanimFor(date, { latitude: 31.76904, longitude: 35.21633, tzid: 'Asia/Jerusalem' }).sunset!;
    expect(Math.abs(sunset.getTime() - 40 * 60_000 - start.getTime())).toBeLessThanOrEqual(60_000);
    expect(new Set(events.map((e) => prop(e, 'UID')!.value)).size).toBe(events.length);

    const zip = await api('/api/hebrew-calendar.ics?zip=11230');
    expect(zip.status).toBe(200);
    expect(await zip.text()).toContain('TZID:America/New_York');
    const coords = await api('/api/hebrew-calendar.ics?latitude=51.5&longitude=-0.12&tzid=Europe/London');
    expect(coords.status).toBe(200);
    expect(await coords.text()).toContain('DTSTART;TZID=Europe/London:');
    expect((await api('/api/hebrew-calendar.ics')).status).toBe(400);
    expect((await api('/api/hebrew-calendar.ics?geonameid=1')).status).toBe(404);
  });
});
