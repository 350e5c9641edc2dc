// Where the rules editor reads and writes a listing's minyan rules: the admin's routes, or a
// manager's own (/manage/…), both through the typed client.
import type { Minyan, MinyanInput, MinyanPreviewResponse } from '#contract/minyanim.ts';
import { answer, client, read, type ApiRead } from '#web-lib/client.ts';

export interface RuleApi {
  /** The saved rules. */
  list: ApiRead<Minyan[]>;
  create: (json: MinyanInput) => Promise<unknown>;
  update: (ruleId: number, json: MinyanInput) => Promise<unknown>;
  remove: (ruleId: number) => Promise<unknown>;
  /** The SWR key of the preview (POST: the key alone names the listing, the body the rules). */
  previewKey: string;
  /** Unsaved rules expanded over the next days at the listing's place. */
  preview: (rules: MinyanInput[]) => Promise<MinyanPreviewResponse>;
}

const id = (n: number) => String(n);

export function adminRules(synagogueId: number): RuleApi {
  const listing = client.api.synagogues[':id{[0-9]+}'];
  const param = { id: id(synagogueId) };
  const rule = client.api.minyanim[':id{[0-9]+}'];
  return {
    list: read(listing.minyanim, { param }),
    create: (json) => answer(listing.minyanim.$post({ param, json })),
    update: (ruleId, json) => answer(rule.$patch({ param: { id: id(ruleId) }, json })),
    remove: (ruleId) => rule.$delete({ param: { id: id(ruleId) } }),
    previewKey: listing.minyanim.preview.$path({ param }),
    preview: (rules) => answer(listing.minyanim.preview.$post({ param, json: { rules } })),
  };
}

export function managerRules(synagogueId: number): RuleApi {
  const listing = client.api.manage.synagogues[':id{[0-9]+}'];
  const param = { id: id(synagogueId) };
  const rule = listing.minyanim[':minyanId{[0-9]+}'];
  return {
    list: read(listing.minyanim, { param }),
    create: (json) => answer(listing.minyanim.$post({ param, json })),
    update: (ruleId, json) => answer(rule.$patch({ param: { ...param, minyanId: id(ruleId) }, json })),
    remove: (ruleId) => rule.$delete({ param: { ...param, minyanId: id(ruleId) } }),
    previewKey: listing.minyanim.preview.$path({ param }),
    preview: (rules) => answer(listing.minyanim.preview.$post({ param, json: { rules } })),
  };
}
