// The complete siddur: a service's table of contents from the book's node tree, and its parts'
// texts fetched in batches with Sefaria's bulk endpoint, each part cached like other texts.
// Every batch is read in one edition (the Hebrew and English versions Sefaria gives the
// service's first part), so the credits shown name the versions the text really came from.
import type { Nusach, Service, SiddurPartText, SiddurPartsResponse, SiddurTocResponse } from '#contract/siddur.ts';
import type { VersionCredit } from '#contract/texts.ts';
import type { Env } from '../../env.ts';
import { ApiError, fieldError, said } from '../../errors.ts';
import { cached, cachedMany } from './cache.ts';
import { fetchBulkText, fetchIndex, fetchText, type IndexNode, type SefariaConfig } from './client.ts';
import { creditOf, isNonCommercial, plainSegments } from './normalize.ts';
import { SIDDUR_BOOKS, serviceAdditions, serviceParts } from './siddur-tree.ts';

const configOf = (env: Env): SefariaConfig => ({ url: env.SEFARIA_URL, site: env.PUBLIC_ORIGIN });

/** The book's node tree (cached 30 days with the texts). */
export async function siddurTree(env: Env, nusach: Nusach): Promise<IndexNode[]> {
  const book = SIDDUR_BOOKS[nusach];
  const index = await cached(env.CACHE, `index:${book}`, () => fetchIndex(configOf(env), book));
  return index.schema.nodes;
}

export async function getSiddurToc(env: Env, nusach: Nusach, service: Service): Promise<SiddurTocResponse> {
  const tree = await siddurTree(env, nusach);
  const parts = serviceParts(nusach, service, tree);
  if (parts.length === 0) throw new ApiError(502, said('errors.siddurUnreadable'));
  return { nusach, service, book: SIDDUR_BOOKS[nusach], parts, additions: serviceAdditions(nusach, service, tree) };
}

interface Edition {
  he?: { versionTitle: string; license: string };
  en?: { versionTitle: string; license: string };
}

/** The versions Sefaria gives `ref` (a non-commercial English one is not used). */
function edition(env: Env, ref: string): Promise<Edition> {
  return cached(env.CACHE, `edition:${ref}`, async () => {
    const answer = await fetchText(configOf(env), ref);
    const pick = (family: string, code: string) =>
      answer.versions.find((v) => v.languageFamilyName === family || (!v.languageFamilyName && v.language === code));
    const he = pick('hebrew', 'he');
    const en = pick('english', 'en');
    const result: Edition = {};
    if (he) result.he = { versionTitle: he.versionTitle, license: he.license };
    if (en && !isNonCommercial(en.license)) result.en = { versionTitle: en.versionTitle, license: en.license };
    return result;
  });
}

type StoredPart = Omit<SiddurPartText, 'available'>;

/**
 * The texts of `refs`, which must be parts of `service` in this nusach (or of its additions: Hallel,
 * Musaf), read in the service's edition. Parts found in the cache
 * cost nothing; the rest are one bulk request. A part Sefaria cannot read is marked unavailable.
 */
export async function getSiddurParts(env: Env, nusach: Nusach, service: Service, refs: readonly string[]): Promise<SiddurPartsResponse> {
  const toc = await getSiddurToc(env, nusach, service);
  const known = new Set([...toc.parts, ...toc.additions.flatMap((a) => a.parts)].map((p) => p.ref));
  const unknown = refs.filter((r) => !known.has(r));
  if (unknown.length) {
    throw fieldError('refs', said('errors.notPartOfService', { refs: unknown.join(' | ') }));
  }
  const first = toc.parts[0]?.ref ?? refs[0] ?? '';
  const versions = await edition(env, first);
  const keyOf = (ref: string) => `part:${versions.he?.versionTitle ?? ''}:${versions.en?.versionTitle ?? ''}:${ref}`;

  const stored = await cachedMany<StoredPart>(env.CACHE, refs.map(keyOf), async (missingKeys) => {
    const missing = refs.filter((r) => missingKeys.includes(keyOf(r)));
    const answer = await fetchBulkText(configOf(env), missing, { he: versions.he?.versionTitle, en: versions.en?.versionTitle });
    const loaded = new Map<string, StoredPart>();
    for (const ref of missing) {
      const entry = answer[ref];
      if (!entry || 'error' in entry) continue;
      loaded.set(keyOf(ref), {
        ref: entry.ref,
        heRef: entry.heRef,
        he: plainSegments(entry.he),
        en: versions.en ? plainSegments(entry.en) : [],
      });
    }
    return loaded;
  });

  const parts: SiddurPartText[] = refs.map((ref) => {
    const part = stored.get(keyOf(ref));
    return part ? { ...part, available: part.he.length + part.en.length > 0 } : { ref, heRef: '', he: [], en: [], available: false };
  });
  const credits: VersionCredit[] = [];
  if (versions.he && parts.some((p) => p.he.length)) credits.push(creditOf('he', versions.he.versionTitle, versions.he.license));
  if (versions.en && parts.some((p) => p.en.length)) credits.push(creditOf('en', versions.en.versionTitle, versions.en.license));
  return { nusach, parts, credits };
}
