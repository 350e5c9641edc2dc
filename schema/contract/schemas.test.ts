import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adInput, adPatch } from './ads.ts';
import { announcementInput } from './announcements.ts';
import { managerRequestInput } from './managers.ts';
import { minyanInput, minyanPatch } from './minyanim.ts';
import { timeProposalInput } from './proposals.ts';
import { loginInput, registerInput } from './auth.ts';
import { hebrewCalendarQuery, hebrewDateQuery, zmanimQuery } from './calendar.ts';
import { sponsorSubmissionInput } from './sponsor-submissions.ts';
import { sponsorInput, sponsorPatch } from './sponsors.ts';
import { reviewStatusInput, submissionInput } from './submissions.ts';
import { synagogueInput, synagogueListQuery, synagoguePatch, viewportQuery } from './synagogues.ts';
import { normalizeInput, uploadRequestInput } from './uploads.ts';

/** Each schema with an example of its payload, and the fields it must not go without. */
const cases: { name: string; schema: z.ZodType; example: Record<string, unknown>; required: string[] }[] = [
  { name: 'login', schema: loginInput, example: { email: 'a@example.com', password: 'secret' }, required: ['email', 'password'] },
  {
    name: 'register',
    schema: registerInput,
    example: { email: 'a@example.com', password: 'long enough', firstName: 'Sarah', lastName: 'Levi' },
    required: ['email', 'password', 'firstName'],
  },
  {
    name: 'location submission',
    schema: submissionInput,
    example: {
      type: 'add',
      requestType: 'add',
      synagogueName: 'Beth El',
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02101',
      country: 'USA',
      phone: '',
      website: 'bethel.org',
      nusach: 'ashkenaz',
      hasWheelchairAccess: true,
      hasMikve: false,
      hasParking: false,
      hasYouthPrograms: false,
      submitterName: 'Dan',
      submitterEmail: 'dan@example.com',
      submitterPhone: '555-0100',
      notes: '',
    },
    required: ['type', 'synagogueName', 'submitterName', 'submitterEmail', 'submitterPhone'],
  },
  {
    name: 'synagogue',
    schema: synagogueInput,
    example: {
      name: 'Beth El',
      address: '1 Main St',
      city: 'Boston',
      latitude: '42.36',
      longitude: -71.05,
      nusach: 'sefard',
      hasParking: true,
    },
    required: ['name', 'address', 'city'],
  },
  {
    name: 'sponsor',
    schema: sponsorInput,
    example: {
      name: 'Acme',
      logoUrl: '/objects/logos/a.png',
      website: 'https://acme.example',
      sponsorshipLevel: 'gold',
      isActive: true,
      displayOrder: '2',
    },
    required: ['name'],
  },
  {
    name: 'ad',
    schema: adInput,
    example: { title: 'Shabbat meals', linkUrl: 'https://example.org', adType: 'text', placement: 'inline', displayOrder: '1' },
    required: ['title'],
  },
  {
    name: 'sponsor inquiry',
    schema: sponsorSubmissionInput,
    example: {
      companyName: 'Acme',
      contactName: 'Ann',
      email: 'ann@acme.example',
      phone: '555-0100',
      website: '',
      description: 'We sell kosher travel packages.',
      sponsorshipInterest: 'gold',
    },
    required: ['companyName', 'contactName', 'email', 'phone', 'description'],
  },
  { name: 'review status', schema: reviewStatusInput, example: { status: 'approved' }, required: ['status'] },
  {
    name: 'hebrew calendar',
    schema: hebrewCalendarQuery,
    example: { year: '2026', month: '11', geonameid: '281184' },
    required: ['year', 'month', 'geonameid'],
  },
  { name: 'zmanim', schema: zmanimQuery, example: { date: '2026-11-21', zip: '10001' }, required: ['date', 'zip'] },
  { name: 'hebrew date', schema: hebrewDateQuery, example: { date: '2026-11-21' }, required: ['date'] },
  {
    name: 'viewport',
    schema: viewportQuery,
    example: { north: '41', south: '40', east: '-73', west: '-74', limit: '100' },
    required: ['north', 'south', 'east', 'west'],
  },
  {
    name: 'upload',
    schema: uploadRequestInput,
    example: { filename: 'logo.png', contentType: 'image/png', size: 1024 },
    required: ['filename', 'contentType', 'size'],
  },
  { name: 'normalize', schema: normalizeInput, example: { uploadURL: 'https://r2.example/logos/a.png' }, required: ['uploadURL'] },
];

describe.each(cases)('$name schema', ({ schema, example, required }) => {
  it('accepts the example', () => {
    const result = schema.safeParse(example);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(required)('rejects a missing %s', (field) => {
    const { [field]: _omitted, ...rest } = example;
    expect(schema.safeParse(rest).success).toBe(false);
  });
});

describe('field rules', () => {
  it('uses the spec messages for a sponsor inquiry', () => {
    const result = sponsorSubmissionInput.safeParse({
      companyName: ' ',
      contactName: '',
      email: 'nope',
      phone: '',
      website: 'not a url',
      description: 'short',
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      website: 'Please enter a valid website URL',
      description: 'Please provide at least 10 characters describing your business',
    });
  });

  it('reads a non-numeric display order as 0 and a numeric one as an integer', () => {
    expect(sponsorInput.parse({ name: 'A', displayOrder: 'abc' }).displayOrder).toBe(0);
    expect(sponsorInput.parse({ name: 'A', displayOrder: '7' }).displayOrder).toBe(7);
    expect(sponsorInput.parse({ name: 'A' })).toMatchObject({ sponsorshipLevel: 'bronze', isActive: true, displayOrder: 0 });
    expect(adInput.parse({ title: 'T' })).toMatchObject({ adType: 'banner', placement: 'header', isActive: true, displayOrder: 0 });
  });

  it('normalises emails and empty optional text', () => {
    const parsed = submissionInput.parse({
      type: 'add',
      synagogueName: 'X',
      submitterName: 'Y',
      submitterEmail: ' Dan@Example.COM ',
      submitterPhone: '1',
      city: '  ',
    });
    expect(parsed.submitterEmail).toBe('dan@example.com');
    expect(parsed.city).toBeNull();
    expect(parsed.country).toBe('USA');
  });

  it('range-checks coordinates given as strings', () => {
    expect(synagogueInput.safeParse({ name: 'A', address: 'B', city: 'C', latitude: '91' }).success).toBe(false);
    expect(synagogueInput.parse({ name: 'A', address: 'B', city: 'C', latitude: '', longitude: '12.5' })).toMatchObject({
      latitude: null,
      longitude: 12.5,
    });
  });

  it('refuses a viewport whose south is north of its north', () => {
    expect(viewportQuery.safeParse({ north: 1, south: 2, east: 0, west: 0 }).success).toBe(false);
  });

  it('refuses impossible dates', () => {
    expect(hebrewDateQuery.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(hebrewDateQuery.safeParse({ date: '2028-02-29' }).success).toBe(true);
  });

  it('caps list paging', () => {
    expect(synagogueListQuery.safeParse({ limit: '5001' }).success).toBe(false);
    expect(synagogueListQuery.parse({})).toMatchObject({ offset: 0 });
  });

  it('refuses SVG and oversized logos', () => {
    expect(uploadRequestInput.safeParse({ filename: 'a.svg', contentType: 'image/svg+xml', size: 10 }).success).toBe(false);
    expect(uploadRequestInput.safeParse({ filename: 'a.png', contentType: 'image/png', size: 5 * 1024 * 1024 + 1 }).success).toBe(false);
  });
});

/**
 * The inputs derived from the tables take the columns a client writes and nothing the server
 * keeps: a column sent that the server owns (ids, counters, authors, review, times) is dropped.
 */
describe('text that reads differently from what is stored', () => {
  const messagesOf = (result: { error?: z.ZodError }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it.each([
    ['NUL', 'Beth\u0000Israel'],
    ['a right-to-left override', 'Beth \u202EleafSI'],
    ['a left-to-right isolate', 'Beth \u2066Israel\u2069'],
    ['an escape', 'Beth \u001B[31mIsrael'],
    ['a C1 control', 'Beth\u0085Israel'],
  ])('refuses %s in a listing name, a role and a message, naming the field', (_what, text) => {
    expect(messagesOf(synagogueInput.safeParse({ name: text, address: 'B', city: 'C' }))).toEqual({
      name: 'Must not contain control characters or text-direction overrides',
    });
    const request = messagesOf(managerRequestInput.safeParse({ role: text, message: text }));
    expect(request.role).toMatch(/control characters/);
    expect(request.message).toMatch(/control characters/);
  });

  it('keeps line breaks, tabs and Hebrew with its own direction marks', () => {
    expect(managerRequestInput.parse({ role: 'Gabbai', message: 'Line one\nLine two\tend' }).message).toBe('Line one\nLine two\tend');
    expect(synagogueInput.parse({ name: 'בית \u200Fישראל', address: 'B', city: 'C' }).name).toBe('בית \u200Fישראל');
  });

  it('treats invisible-only text as empty', () => {
    const result = announcementInput.safeParse({ text: '\u200B', startDate: '2026-01-01', endDate: '2026-01-02' });
    expect(messagesOf(result)).toEqual({ text: 'text is required' });
    expect(managerRequestInput.parse({ role: 'Rabbi', message: '\u200B\u2060 ' }).message).toBeNull();
  });

  it('says that text must be text, and how many days a rule may name', () => {
    expect(messagesOf(managerRequestInput.safeParse({ role: 12345 }))).toEqual({ role: 'role must be text' });
    expect(messagesOf(managerRequestInput.safeParse({}))).toEqual({ role: 'role is required (e.g. Gabbai, Rabbi, Office)' });
    const days = Array.from({ length: 10_000 }, () => 'sun');
    expect(messagesOf(minyanInput.safeParse({ tefillah: 'mincha', days, time: '13:00' })).days).toMatch(
      /^days must have at most \d+ entries$/,
    );
  });
});

describe('inputs derived from the tables', () => {
  const serverOwned = {
    id: 7,
    synagogueId: 3,
    source: 'osm',
    impressions: 1000,
    clicks: 99,
    status: 'approved',
    reviewedBy: 'u1',
    reviewedAt: 1,
    createdBy: 'u1',
    userId: 'u1',
    createdAt: 1,
    updatedAt: 1,
    password: 'secret phrase',
    sessionGeneration: 5,
  };
  const inputs: [string, z.ZodType, Record<string, unknown>][] = [
    ['a sponsor', sponsorInput, { name: 'Acme' }],
    ['a sponsor patch', sponsorPatch, { name: 'Acme' }],
    ['an ad', adInput, { title: 'T' }],
    ['an ad patch', adPatch, { title: 'T' }],
    ['an announcement', announcementInput, { text: 'No Mincha', startDate: '2026-03-01', endDate: '2026-03-02' }],
    ['a manager request', managerRequestInput, { role: 'Gabbai' }],
    ['a minyan rule', minyanInput, { tefillah: 'shacharit', days: ['sun'], time: '07:00' }],
    ['a minyan patch', minyanPatch, { time: '07:30' }],
    ['a time proposal', timeProposalInput, { changes: [{ op: 'add', rule: { tefillah: 'shacharit', days: ['sun'], time: '07:00' } }] }],
    [
      'a location request',
      submissionInput,
      { type: 'edit', synagogueId: 3, synagogueName: 'X', submitterName: 'Y', submitterEmail: 'y@example.com', submitterPhone: '1' },
    ],
    ['a listing', synagogueInput, { name: 'A', address: 'B', city: 'C' }],
  ];

  it.each(inputs)('%s takes no column the server keeps', (_name, schema, example) => {
    const parsed = schema.parse({ ...example, ...serverOwned }) as Record<string, unknown>;
    const kept = Object.keys(serverOwned).filter((key) => key in parsed && !(key in example));
    expect(kept).toEqual([]);
  });
});

describe('a listing’s names in other languages', () => {
  const listing = { name: 'A', address: 'B', city: 'C' };
  /** Every issue's message by its dotted path, as the API's `errors` names them. */
  const messagesOf = (result: { error?: z.ZodError }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('are stored in one order, blanks dropped, none as null; a patch without them leaves them alone', () => {
    const parsed = synagogueInput.parse({ ...listing, names: { ru: ' Шомер ', en: 'Shomer', fr: '' } });
    expect(JSON.stringify(parsed.names)).toBe('{"en":"Shomer","ru":"Шомер"}');
    expect(synagogueInput.parse(listing).names).toBeNull();
    expect(synagogueInput.parse({ ...listing, names: { es: ' ' } }).names).toBeNull();
    expect(synagogueInput.parse({ ...listing, names: null }).names).toBeNull();
    expect('names' in synagoguePatch.parse({ phone: '1' })).toBe(false);
  });

  it('are refused by name: another language, a name too long or with direction overrides, not an object', () => {
    expect(messagesOf(synagogueInput.safeParse({ ...listing, names: { de: 'Synagoge' } }))).toEqual({
      names: 'names may only have en, fr, es, ru',
    });
    expect(messagesOf(synagogueInput.safeParse({ ...listing, names: { fr: 'x'.repeat(201) } }))).toEqual({
      'names.fr': 'Must be at most 200 characters',
    });
    expect(messagesOf(synagogueInput.safeParse({ ...listing, names: { ru: 'Шомер\u202E' } }))).toEqual({
      'names.ru': 'Must not contain control characters or text-direction overrides',
    });
    expect(messagesOf(synagogueInput.safeParse({ ...listing, names: ['Shomer'] }))).toEqual({
      names: 'names must be an object of names by language',
    });
  });

  it('are never taken as the search index’s copy of them (namesText)', () => {
    expect('namesText' in synagogueInput.parse({ ...listing, namesText: 'x' })).toBe(false);
  });
});
