// How many trips an account keeps and how long a trip's name is, apart from the schemas that apply
// them (#contract/saved-trips.ts): the trip page names them without loading zod.

/** Saved trips an account may keep: more than anyone plans ahead, few enough to list on one page. */
export const MAX_SAVED_TRIPS = 50;
export const SAVED_TRIP_NAME_MAX = 80;
