// The text service behind /api/texts: siddur sections, Torah readings and psalms from Sefaria
// (cached per reference, normalised to plain-text parallel lists), and the parasha list from
// @hebcal (#domain/parashas.ts). Upstream failures surface as 502 ApiErrors from client.ts.
import type { Prayer, PsalmResponse, ReadingResponse, SiddurResponse, SiddurSection, TextPassage } from '#contract/texts.ts';
import type { Env } from '../../env.ts';
import { ApiError, fieldError, said } from '../../errors.ts';
import { cached } from './cache.ts';
import { JPS_1917, fetchText, type SefariaConfig } from './client.ts';
import { normalizePassage } from './normalize.ts';
import { findParasha } from './parashas.ts';
import { SIDDUR_REFS } from './siddur-refs.ts';
import { isTanakhRef } from './tanakh.ts';

const configOf = (env: Env): SefariaConfig => ({ url: env.SEFARIA_URL, site: env.PUBLIC_ORIGIN });

/**
 * One reference as a normalised passage, from the cache or from Sefaria. `english` pins the
 * English version by title (the Tanakh reads JPS 1917); otherwise Sefaria's first choice, left
 * out when its licence is non-commercial.
 */
export function getPassage(env: Env, ref: string, english?: string): Promise<TextPassage> {
  return cached(env.CACHE, `ref2:${english ?? ''}:${ref}`, async () => normalizePassage(await fetchText(configOf(env), ref, english)));
}

/** A Tanakh passage in the public-domain JPS 1917 English. */
const getTanakhPassage = (env: Env, ref: string) => getPassage(env, ref, JPS_1917);

/** Any ref (a day's learning): the Tanakh in JPS 1917, anything else in Sefaria's first English choice. */
export const getAnyPassage = (env: Env, ref: string) => (isTanakhRef(ref) ? getTanakhPassage(env, ref) : getPassage(env, ref));

/** Several passages read as one (a Haftarah in parts): the lists joined in order. */
function joinPassages(parts: TextPassage[]): TextPassage {
  return {
    ref: parts.map((p) => p.ref).join('; '),
    heRef: parts.map((p) => p.heRef).join('; '),
    text: parts.flatMap((p) => p.text),
    he: parts.flatMap((p) => p.he),
    labels: parts.flatMap((p) => p.labels),
    credits: parts
      .flatMap((p) => p.credits)
      .filter((c, i, all) => all.findIndex((o) => o.language === c.language && o.versionTitle === c.versionTitle) === i),
  };
}

/**
 * A section's prayers. A prayer whose reference fails is left out (and logged) so one bad
 * reference does not empty the page; when every one fails, the section fails with 502.
 */
export async function getSiddurSection(env: Env, section: SiddurSection): Promise<SiddurResponse> {
  const entries = SIDDUR_REFS[section];
  const results = await Promise.allSettled(entries.map((entry) => getPassage(env, entry.ref)));
  const prayers: Prayer[] = [];
  results.forEach((result, i) => {
    const entry = entries[i];
    if (!entry) return;
    if (result.status === 'rejected') {
      // client.ts has logged the cause; this names the prayer left out.
      console.error('Siddur prayer left out:', entry.ref);
      return;
    }
    // Hebrew and English are segmented differently in the siddur: each is joined on its own.
    const join = (lines: string[]) => lines.filter(Boolean).join('\n');
    prayers.push({
      title: entry.title,
      hebrew: join(result.value.he),
      english: join(result.value.text),
      category: section,
      credits: result.value.credits,
    });
  });
  if (prayers.length === 0) {
    const first = results.find((r) => r.status === 'rejected');
    throw first?.reason instanceof ApiError ? first.reason : new ApiError(502, said('errors.prayersNotLoaded'));
  }
  return { section, prayers };
}

export async function getReading(env: Env, name: string): Promise<ReadingResponse> {
  const found = findParasha(name);
  if (!found) throw fieldError('parsha', said('errors.noSuchParsha', { name }));
  const [torah, ...haftarahParts] = await Promise.all([
    getTanakhPassage(env, found.parasha.ref),
    ...found.haftarahRefs.map((ref) => getTanakhPassage(env, ref)),
  ]);
  const reading: ReadingResponse = { parsha: found.parasha.name, torah: torah as TextPassage };
  if (haftarahParts.length) reading.haftarah = joinPassages(haftarahParts);
  return reading;
}

export async function getPsalm(env: Env, number: number): Promise<PsalmResponse> {
  const passage = await getTanakhPassage(env, `Psalms ${number}`);
  return {
    number,
    ref: passage.ref,
    heRef: passage.heRef,
    credits: passage.credits,
    verses: passage.labels.map((label, i) => ({
      verse: Number(label.split(':').pop()),
      hebrew: passage.he[i] ?? '',
      english: passage.text[i] ?? '',
    })),
  };
}
