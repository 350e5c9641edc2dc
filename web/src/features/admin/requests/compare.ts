// The fields of a location request beside the same fields of the listing it names, so a
// reviewer sees exactly what approving would change. Values stay as stored (flags as
// 'yes'/'no', nusach as its code): the table puts them in words.
import type { Submission } from '#contract/submissions.ts';
import type { Synagogue } from '#contract/synagogues.ts';

type Shared = 'address' | 'city' | 'state' | 'zipCode' | 'country' | 'phone' | 'website' | 'nusach' | 'minyanTimes';
type Flag = 'hasWheelchairAccess' | 'hasMikve' | 'hasParking' | 'hasYouthPrograms';

export interface ComparedField {
  field: 'name' | Shared | Flag;
  /** A flag's values are 'yes', 'no' or '' (not asked for). */
  flag: boolean;
  requested: string;
  current: string | null;
  /** The request gives a value that differs from the listing's. */
  changed: boolean;
}

const TEXT_FIELDS: Shared[] = ['address', 'city', 'state', 'zipCode', 'country', 'phone', 'website', 'nusach', 'minyanTimes'];
const FLAG_FIELDS: Flag[] = ['hasWheelchairAccess', 'hasMikve', 'hasParking', 'hasYouthPrograms'];

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

/** Row by row: the requested value, the listing's (null without a listing), and whether it changes. */
export function compareRequest(request: Submission, listing: Synagogue | null): ComparedField[] {
  const row = (field: ComparedField['field'], flag: boolean, requested: string, current: string | null): ComparedField => ({
    field,
    flag,
    requested,
    current,
    // An edit applies only the fields it fills in; an empty one leaves the listing as it is.
    changed: current !== null && requested !== '' && requested !== current,
  });
  return [
    row('name', false, request.synagogueName, listing ? listing.name : null),
    ...TEXT_FIELDS.map((key) => row(key, false, request[key] ?? '', listing ? (listing[key] ?? '') : null)),
    // An unticked box is no request (the server applies ticked amenities only).
    ...FLAG_FIELDS.map((key) => row(key, true, request[key] ? 'yes' : '', listing ? yesNo(listing[key]) : null)),
  ];
}
