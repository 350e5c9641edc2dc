import type { Nusach } from '#domain/enums.ts';
import type { FormValuesOf } from '#contract/fields.ts';
import type { Synagogue, synagogueInput } from '#contract/synagogues.ts';
import { listingFormFields } from '../../directory/listingFields.ts';

/** The admin synagogue form's values: every field as the form holds it. */
export const EMPTY_SYNAGOGUE = {
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'USA',
  // Blank, not 0: a listing at 0,0 would sit in the Atlantic, and 'Add GPS
  // Coordinates' only fills listings that have none.
  latitude: '',
  longitude: '',
  phone: '',
  website: '',
  // The select offers only these: the API's listing input names them.
  nusach: '' as '' | Nusach,
  minyanTimes: '',
  notes: '',
  hasWheelchairAccess: false,
  hasMikve: false,
  hasParking: false,
  hasYouthPrograms: false,
  isActive: true,
} satisfies FormValuesOf<typeof synagogueInput>;

export type SynagogueValues = typeof EMPTY_SYNAGOGUE;

/** Edit fills the form; coordinates arrive as decimal strings. */
export const synagogueValues = (s: Synagogue): SynagogueValues => ({
  ...listingFormFields(s),
  name: s.name,
  latitude: s.latitude ?? '',
  longitude: s.longitude ?? '',
  minyanTimes: s.minyanTimes ?? '',
  notes: s.notes ?? '',
  isActive: s.isActive,
});
