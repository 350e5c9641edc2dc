// A manager's calls: the listings they manage, a listing's details, announcements and proposed
// times, and a member's request to manage a listing.
import type { InferRequestType } from 'hono/client';
import { answer, client, read } from '#web-lib/client.ts';

const manage = client.api.manage;
const listing = manage.synagogues[':id{[0-9]+}'];
const param = (id: number) => ({ id: String(id) });

/** The path under which every read of one listing's manager area lies (their SWR keys start with it). */
export const managerListingPath = (id: number) => listing.$path({ param: param(id) });

/** 'My shuls': the listings the signed-in member manages. */
export const managedListings = read(manage.listings, {});

export const updateDetails = (id: number, json: InferRequestType<typeof listing.$patch>['json']) =>
  answer(listing.$patch({ param: param(id), json }));

type AnnouncementJson = InferRequestType<typeof listing.announcements.$post>['json'];
const announcement = listing.announcements[':announcementId{[0-9]+}'];
const announcementParam = (id: number, announcementId: number) => ({ ...param(id), announcementId: String(announcementId) });

export const announcements = (id: number) => read(listing.announcements, { param: param(id) });
export const addAnnouncement = (id: number, json: AnnouncementJson) => answer(listing.announcements.$post({ param: param(id), json }));
export const updateAnnouncement = (id: number, announcementId: number, json: AnnouncementJson) =>
  answer(announcement.$patch({ param: announcementParam(id, announcementId), json }));
export const deleteAnnouncement = (id: number, announcementId: number) =>
  announcement.$delete({ param: announcementParam(id, announcementId) });

/** The visitors' proposed times that wait for the listing's manager. */
export const pendingProposals = (id: number) => read(listing.proposals, { param: param(id), query: { status: 'pending' } });

/** The listing's change log, newest first, and undoing one change of it. */
export const listingHistory = (id: number) => read(listing.changes, { param: param(id) });
export const revertListingChange = (id: number, changeId: number) =>
  answer(listing.changes[':changeId{[0-9]+}'].revert.$post({ param: { ...param(id), changeId: String(changeId) } }));

/** A member asks to manage a listing (409 when already asked or already a manager). */
export const requestToManage = (
  id: number,
  json: InferRequestType<(typeof client.api.synagogues)[':id{[0-9]+}']['manager-requests']['$post']>['json'],
) => answer(client.api.synagogues[':id{[0-9]+}']['manager-requests'].$post({ param: param(id), json }));
