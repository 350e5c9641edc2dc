// The dashboard's calls through the typed client: its lists and figures (each read tagged with
// the resource it lists, so a change refreshes the lists it touches) and its writes.
import type { InferRequestType } from 'hono/client';
import type { Ad } from '#contract/ads.ts';
import type { ReviewStatus } from '#domain/enums.ts';
import type { Sponsor } from '#contract/sponsors.ts';
import type { ProposalAcceptInput } from '#contract/proposals.ts';
import { ADMIN_LIST_MAX } from '#contract/synagogues.ts';
import type { ReviewFilter } from '../review/ReviewQueue.tsx';
import { answer, client, read, type ApiRead } from '#web-lib/client.ts';

const api = client.api;
const param = (id: number) => ({ id: String(id) });

/** What a change touches: the lists of these resources refetch (and the public caches of those the public sees). */
export type Resource =
  'synagogues' | 'sponsors' | 'ads' | 'inquiries' | 'requests' | 'jobs' | 'managerRequests' | 'proposals' | 'history' | 'stats';

/** An admin read, tagged with the resource it lists. */
export interface AdminRead<T> extends ApiRead<T> {
  resource: Resource;
}
const tagged = <T>(resource: Resource, call: ApiRead<T>): AdminRead<T> => ({ ...call, resource });

export const adminReads = {
  /** The admin list loads up to 5000 listings; inactive ones too, so they can be restored. */
  synagogues: (search = '') =>
    tagged(
      'synagogues',
      read(api.synagogues, { query: { limit: String(ADMIN_LIST_MAX), includeInactive: 'true' as const, ...(search ? { search } : {}) } }),
    ),
  synagogue: (id: number) => tagged('synagogues', read(api.synagogues[':id{[0-9]+}'], { param: param(id) })),
  managers: (synagogueId: number) => tagged('synagogues', read(api.synagogues[':id{[0-9]+}'].managers, { param: param(synagogueId) })),
  history: (synagogueId: number) => tagged('history', read(api.admin.synagogues[':id{[0-9]+}'].changes, { param: param(synagogueId) })),
  // GET /api/sponsors and /api/ads answer an admin every row with its admin fields: the admin
  // member of the route's answer (`Sponsor[] | PublicSponsor[]`, `Ad[] | PublicAd[]`).
  sponsors: tagged('sponsors', read(api.sponsors, {}) as ApiRead<Sponsor[]>),
  ads: tagged('ads', read(api.ads, {}) as ApiRead<Ad[]>),
  inquiries: tagged('inquiries', read(api['sponsor-submissions'], {})),
  requests: tagged('requests', read(api.submissions, { query: {} })),
  stats: tagged('stats', read(api.admin.stats, {})),
  managerRequests: (status: ReviewFilter) => tagged('managerRequests', read(api['manager-requests'], { query: { status } })),
  proposals: (status: ReviewFilter) => tagged('proposals', read(api.admin.proposals, { query: { status } })),
  jobs: (limit: number) => tagged('jobs', read(api.jobs, { query: { limit: String(limit) } })),
  importChanges: (jobId: number) => tagged('jobs', read(api.jobs[':id{[0-9]+}'].changes, { param: param(jobId) })),
};

/** The writes of a CRUD tab's resource (listings, sponsors, ads). */
export interface EntityWrites<Json> {
  create: (json: Json) => Promise<unknown>;
  update: (id: number, json: Json) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

type Json<Call> = InferRequestType<Call> extends { json: infer J } ? J : never;

export const synagogueWrites: EntityWrites<Json<typeof api.synagogues.$post>> = {
  create: (json) => answer(api.synagogues.$post({ json })),
  update: (id, json) => answer(api.synagogues[':id{[0-9]+}'].$patch({ param: param(id), json })),
  remove: (id) => api.synagogues[':id{[0-9]+}'].$delete({ param: param(id) }),
};

export const sponsorWrites: EntityWrites<Json<typeof api.sponsors.$post>> = {
  create: (json) => answer(api.sponsors.$post({ json })),
  update: (id, json) => answer(api.sponsors[':id{[0-9]+}'].$patch({ param: param(id), json })),
  remove: (id) => api.sponsors[':id{[0-9]+}'].$delete({ param: param(id) }),
};

export const adWrites: EntityWrites<Json<typeof api.ads.$post>> = {
  create: (json) => answer(api.ads.$post({ json })),
  update: (id, json) => answer(api.ads[':id{[0-9]+}'].$patch({ param: param(id), json })),
  remove: (id) => api.ads[':id{[0-9]+}'].$delete({ param: param(id) }),
};

/** Sponsor inquiries and location requests: a review status, and (inquiries) delete. */
export const reviewInquiry = (id: number, status: ReviewStatus) =>
  answer(api['sponsor-submissions'][':id{[0-9]+}'].$patch({ param: param(id), json: { status } }));
export const deleteInquiry = (id: number) => api['sponsor-submissions'][':id{[0-9]+}'].$delete({ param: param(id) });
export const reviewRequest = (id: number, status: ReviewStatus) =>
  answer(api.submissions[':id{[0-9]+}'].$patch({ param: param(id), json: { status } }));

export const approveManagerRequest = (id: number) => answer(api['manager-requests'][':id{[0-9]+}'].approve.$post({ param: param(id) }));
export const rejectManagerRequest = (id: number) => answer(api['manager-requests'][':id{[0-9]+}'].reject.$post({ param: param(id) }));
export const removeManager = (synagogueId: number, userId: string) =>
  api.synagogues[':id{[0-9]+}'].managers[':userId'].$delete({ param: { id: String(synagogueId), userId } });

/** A visitor's proposed times, reviewed by the listing's manager or an admin (the manager's route serves both). */
const proposal = (synagogueId: number, proposalId: number) => ({ param: { id: String(synagogueId), proposalId: String(proposalId) } });
const proposalAt = api.manage.synagogues[':id{[0-9]+}'].proposals[':proposalId{[0-9]+}'];
/** Accept a proposal: all its changes, or the parts given (each edited if it carries a rule); one change in the listing's log. */
export const acceptProposal = (synagogueId: number, proposalId: number, json?: ProposalAcceptInput) =>
  answer(proposalAt.accept.$post({ ...proposal(synagogueId, proposalId), json: json ?? {} }));
export const rejectProposal = (synagogueId: number, proposalId: number) =>
  answer(proposalAt.reject.$post(proposal(synagogueId, proposalId)));

export const revertChange = (changeId: number) => answer(api.admin.changes[':id{[0-9]+}'].revert.$post({ param: param(changeId) }));

export const geocodeListings = () => answer(api['geocode-synagogues-basic'].$post());
export const startImport = () => answer(api['scrape-godaven'].$post({ json: {} }));
export const cancelJob = (id: number) => answer(api.jobs[':id{[0-9]+}'].cancel.$post({ param: param(id) }));
