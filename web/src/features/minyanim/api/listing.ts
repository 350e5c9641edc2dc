// A listing's public calls: its page's detail, 'Minyan now', the freshness buttons (confirm the
// times, report a problem, propose times) and its calendar feed.
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import { NEXT_RADIUS_DEFAULT_KM, NEXT_WITHIN_DEFAULT } from '#domain/minyan-format.ts';
import type { ListingReportInput, SynagogueDetail } from '#contract/minyanim.ts';
import type { ProposalPreviewInput, TimeProposalInput } from '#contract/proposals.ts';
import { answer, client, read, type ApiRead } from '#web-lib/client.ts';
import { keepsAnything, loadSavedView, loadShulStore } from '../../offline/device.ts';
import { withDeviceCopy } from '../../offline/deviceCopy.ts';
import type { MapPoint } from '../../directory/format.ts';

const listing = client.api.synagogues[':id{[0-9]+}'];
const param = (id: number) => ({ id: String(id) });

/** GET /api/synagogues/{id}: the listing with its minyanim, freshness and announcements. */
export const listingDetail = (id: number) => read(listing, { param: param(id) });

/** A listing's page: from the network, or from its copy saved on this device (`savedOn`, when it was refreshed). */
export type ListingPage = SynagogueDetail & { savedOn?: number };

/**
 * The listing page's read: a saved shul's copy is refreshed with each visit online, and stands in
 * offline (read first when the browser knows it is offline: the service worker's copy of the
 * address may hold a week that has passed), its coming week taken from the 14 days kept.
 */
export const listingPage = (id: number): ApiRead<ListingPage> =>
  withDeviceCopy<ListingPage>(listingDetail(id), {
    preferOffline: true,
    load: async () => {
      if (!keepsAnything()) return undefined;
      const [{ savedShul }, { detailFromSaved }] = await Promise.all([loadShulStore(), loadSavedView()]);
      const kept = await savedShul(id);
      return kept && { ...detailFromSaved(kept), savedOn: kept.refreshedAt };
    },
    keep: async (detail) => {
      if (keepsAnything()) await (await loadShulStore()).updateSavedListing(detail);
    },
  });

/** The minyanim that start soon near a point; the visitor's own clock says what "now" is. */
export const nextMinyanim = (p: MapPoint, at: Date) =>
  answer(
    client.api.minyanim.next.$get({
      query: {
        lat: p.lat.toFixed(5),
        lng: p.lng.toFixed(5),
        radiusKm: String(NEXT_RADIUS_DEFAULT_KM),
        within: String(NEXT_WITHIN_DEFAULT),
        at: at.toISOString(),
      },
    }),
  );

export const confirmTimes = (id: number) => answer(listing.confirm.$post({ param: param(id) }));
export const reportProblem = (id: number, json: ListingReportInput) => answer(listing.report.$post({ param: param(id), json }));
export const proposeTimes = (id: number, json: TimeProposalInput) => answer(listing.proposals.$post({ param: param(id), json }));
/** The listing's week before and after proposed changes, and the services they would empty (nothing is stored). */
export const previewProposal = (id: number, json: ProposalPreviewInput) =>
  answer(listing.proposals.preview.$post({ param: param(id), json }));
/** The SWR key of a proposal's preview: the listing's path; the changes are the rest of the key. */
export const proposalPreviewKey = (id: number) => listing.proposals.preview.$path({ param: param(id) });

/**
 * The listing's minyanim as an iCalendar feed, its service names in the page's language: not JSON,
 * so calendar apps and the browser open it as a plain link.
 */
export const calendarFeedPath = (id: number, lang: Locale) =>
  listing['calendar.ics'].$path({ param: param(id), query: lang === DEFAULT_LOCALE ? {} : { lang } });
