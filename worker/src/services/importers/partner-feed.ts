// A partner directory's JSON feed, imported like OpenStreetMap once the directory has agreed
// (no scraping of sites that have not). PARTNER_FEED_URL names the feed; PARTNER_FEED_FIELDS,
// a JSON object, maps listing fields to dotted paths in each item, and `items` to the path of
// the item array (default: the body itself if it is an array, else its `items`).
import { z } from 'zod';
import type { JobRow } from '#db/tables.ts';
import { NAME_LANGUAGES, normalizeNames } from '#domain/listing-names.ts';
import type { Env } from '../../env.ts';
import { said, type Said } from '../../errors.ts';
import { translator } from '../../i18n/translate.ts';
import type { Budget } from '../jobs/budget.ts';
import { planUpsert, uniqueBySourceId, type ImportedListing } from '../jobs/imported-listings.ts';
import { cursorNumber, type JobRunner, type RunnerDeps, type Step } from '../jobs/runner-contract.ts';
import { normalizeCountry } from './countries.ts';
import { nusachOf } from './osm-denominations.ts';
import { websiteOf } from './osm-mapping.ts';
import { openingHours } from '#contract/opening-hours.ts';

/** The partner feed's settings (optional vars; not in wrangler.toml until a partner agrees). */
export interface PartnerFeedEnv {
  PARTNER_FEED_URL?: string;
  PARTNER_FEED_FIELDS?: string;
}

const MAPPED_FIELDS = [
  'sourceId',
  'name',
  'hebrewName',
  /** An object of names by language ({ en, fr, es, ru }); other keys are ignored. */
  'names',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'latitude',
  'longitude',
  'phone',
  'website',
  'nusach',
  'hasWheelchairAccess',
  'openingHours',
  'minyanTimes',
] as const;
type MappedField = (typeof MAPPED_FIELDS)[number];

const path = z.string().trim().min(1).max(200);
const fieldMapSchema = z.object({ items: path.optional(), ...Object.fromEntries(MAPPED_FIELDS.map((f) => [f, path.optional()])) }).strict();

export interface PartnerFeedConfig {
  url: string;
  items: string | undefined;
  fields: Record<MappedField, string>;
}

/** What is wrong with the feed's settings: its message by id, for the admin's language; `message` is the English. */
export class PartnerFeedConfigError extends Error {
  constructor(readonly said: Said) {
    super(translator('en')(said.id, said.args));
  }
}

/** Reads and checks the feed settings; throws PartnerFeedConfigError naming what is wrong. */
export function partnerFeedConfig(env: Env & PartnerFeedEnv): PartnerFeedConfig {
  const url = env.PARTNER_FEED_URL?.trim();
  if (!url || !/^https?:\/\//i.test(url)) throw new PartnerFeedConfigError(said('errors.partnerFeedNotConfigured'));
  let raw: unknown = {};
  if (env.PARTNER_FEED_FIELDS?.trim()) {
    try {
      raw = JSON.parse(env.PARTNER_FEED_FIELDS);
    } catch {
      throw new PartnerFeedConfigError(said('errors.partnerFeedFieldsNotJson'));
    }
  }
  const parsed = fieldMapSchema.safeParse(raw);
  if (!parsed.success) {
    // The details name the map's keys and zod's words for them: settings an administrator edits, in English.
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'map'} ${i.message}`).join('; ');
    throw new PartnerFeedConfigError(said('errors.partnerFeedFieldsInvalid', { detail }));
  }
  const { items, ...given } = parsed.data as { items?: string } & Partial<Record<MappedField, string>>;
  // Unmapped fields are read under their own name (`id` for sourceId).
  const fields = Object.fromEntries(MAPPED_FIELDS.map((f) => [f, given[f] ?? (f === 'sourceId' ? 'id' : f)])) as Record<
    MappedField,
    string
  >;
  return { url, items, fields };
}

const at = (value: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);

const text = (v: unknown, max: number): string | null => {
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t ? t.slice(0, max) : null;
};

const coordinate = (v: unknown, limit: number): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

const truthy = (v: unknown) => v === true || v === 1 || (typeof v === 'string' && /^(true|yes|1|y)$/i.test(v.trim()));

/** The names a feed gives by language, each read as text. */
function namesOf(v: unknown) {
  if (v === null || typeof v !== 'object') return null;
  const byLanguage = v as Record<string, unknown>;
  return normalizeNames(Object.fromEntries(NAME_LANGUAGES.map((l) => [l, text(byLanguage[l], 200)])));
}

export type PartnerResult = { ok: true; listing: ImportedListing } | { ok: false; reason: 'no-id' | 'no-name' };

/** Maps one feed item through the field map. */
export function mapPartnerItem(item: unknown, fields: Record<MappedField, string>): PartnerResult {
  const get = (f: MappedField) => at(item, fields[f]);
  const sourceId = text(get('sourceId'), 200);
  if (!sourceId) return { ok: false, reason: 'no-id' };
  const name = text(get('name'), 200);
  if (!name) return { ok: false, reason: 'no-name' };
  let latitude = coordinate(get('latitude'), 90);
  let longitude = coordinate(get('longitude'), 180);
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) latitude = longitude = null;
  const hours = get('openingHours');
  return {
    ok: true,
    listing: {
      sourceId,
      name,
      hebrewName: text(get('hebrewName'), 200),
      names: namesOf(get('names')),
      address: text(get('address'), 300) ?? '',
      city: text(get('city'), 120) ?? '',
      state: text(get('state'), 120),
      zipCode: text(get('zipCode'), 20),
      country: normalizeCountry(text(get('country'), 80)) ?? '',
      latitude,
      longitude,
      phone: text(get('phone'), 50),
      website: websiteOf(text(get('website'), 2048) ?? undefined),
      nusach: nusachOf(text(get('nusach'), 100)),
      hasWheelchairAccess: truthy(get('hasWheelchairAccess')),
      // A feed's hours that do not fit the listing's small schema are left out, not stored.
      openingHours: openingHours.safeParse(hours ?? null).data ?? null,
      minyanTimes: text(get('minyanTimes'), 2000),
    },
  };
}

/** Fetches the feed and returns its items in a stable order (by source id), so offsets hold across invocations. */
export async function fetchPartnerItems(config: PartnerFeedConfig): Promise<unknown[]> {
  let res: Response;
  try {
    res = await fetch(config.url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    throw new Error(`The partner feed could not be fetched: ${String(error)}`, { cause: error });
  }
  if (!res.ok) throw new Error(`The partner feed answered ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new Error('The partner feed is not JSON');
  }
  const items = config.items ? at(body, config.items) : Array.isArray(body) ? body : at(body, 'items');
  if (!Array.isArray(items)) throw new Error(`The partner feed has no item array at "${config.items ?? 'items'}"`);
  const key = (item: unknown) => text(at(item, config.fields.sourceId), 200) ?? '';
  return [...items].sort((a, b) => key(a).localeCompare(key(b)));
}

/** The partner feed import as a job runner; the feed is fetched once per invocation. */
export function partnerFeedRunner({ env }: RunnerDeps): JobRunner {
  const config = partnerFeedConfig(env);
  let items: unknown[] | undefined;
  return {
    queriesPerStep: 4,
    async step(job: JobRow, budget: Budget): Promise<Step | null> {
      if (!items) {
        if (!budget.takeFetch()) return null;
        items = await fetchPartnerItems(config);
      }
      const offset = cursorNumber(job.cursor, 'offset');
      const slice = items.slice(offset, offset + budget.limits.batchRows);
      const listings: ImportedListing[] = [];
      let skipped = 0;
      let failed = 0;
      for (const item of slice) {
        const result = mapPartnerItem(item, config.fields);
        if (result.ok) listings.push(result.listing);
        else if (result.reason === 'no-id') failed += 1;
        else skipped += 1;
      }
      const processed = offset + slice.length;
      const step: Step = {
        writes: [],
        cursor: { offset: processed },
        processed,
        total: items.length,
        skipped,
        failed,
        rows: 0,
        rowsPerStatement: 0,
        done: processed >= items.length,
      };
      const unique = uniqueBySourceId(listings);
      if (!unique.length) return step;
      const plan = planUpsert(job.id, 'partner', unique);
      return {
        ...step,
        writes: [...plan.changes, plan.statement],
        inserted: plan.inserted,
        updated: plan.updated,
        rows: plan.rows,
        rowsPerStatement: plan.rows,
      };
    },
  };
}
