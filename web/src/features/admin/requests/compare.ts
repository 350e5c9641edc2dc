// The fields of a location request beside the same fields of the listing it names, so a
// reviewer sees exactly what approving would change.
import type { Submission } from '#contract/submissions.ts';
import type { Synagogue } from '#contract/synagogues.ts';

type Shared = 'address' | 'city' | 'state' | 'zipCode' | 'country' | 'phone' | 'website' | 'nusach' | 'minyanTimes';
type Flag = 'hasWheelchairAccess' | 'hasMikve' | 'hasParking' | 'hasYouthPrograms';

export interface ComparedField {
  label: string;
  requested: string;
  current: string | null;
  /** The request gives a value that differs from the listing's. */
  changed: boolean;
}

const TEXT_FIELDS: [Shared, string][] = [
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP Code'],
  ['country', 'Country'],
  ['phone', 'Phone'],
  ['website', 'Website'],
  ['nusach', 'Nusach'],
  ['minyanTimes', 'Minyan Times'],
];

const FLAG_FIELDS: [Flag, string][] = [
  ['hasWheelchairAccess', 'Wheelchair accessible'],
  ['hasMikve', 'Mikve'],
  ['hasParking', 'Parking'],
  ['hasYouthPrograms', 'Youth programs'],
];

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** Row by row: the requested value, the listing's (null without a listing), and whether it changes. */
export function compareRequest(request: Submission, listing: Synagogue | null): ComparedField[] {
  const row = (label: string, requested: string, current: string | null): ComparedField => ({
    label,
    requested,
    current,
    // An edit applies only the fields it fills in; an empty one leaves the listing as it is.
    changed: current !== null && requested !== '' && requested !== current,
  });
  return [
    row('Name', request.synagogueName, listing ? listing.name : null),
    ...TEXT_FIELDS.map(([key, label]) => row(label, request[key] ?? '', listing ? (listing[key] ?? '') : null)),
    // An unticked box is no request (the server applies ticked amenities only).
    ...FLAG_FIELDS.map(([key, label]) => row(label, request[key] ? 'Yes' : '', listing ? yesNo(listing[key]) : null)),
  ];
}
