import type { Nusach } from '#domain/enums.ts';
import type { Synagogue } from '#contract/synagogues.ts';

/**
 * A listing's address, contact and amenity fields as a form holds them ('' for missing), so a
 * form can start from an existing listing: the admin's edit form and a visitor's 'Suggest an edit'.
 */
export const listingFormFields = (s: Synagogue) => ({
  address: s.address,
  city: s.city,
  state: s.state ?? '',
  zipCode: s.zipCode ?? '',
  country: s.country,
  phone: s.phone ?? '',
  website: s.website ?? '',
  // The column holds only what the listing input accepted: one of NUSACH, or none.
  nusach: (s.nusach ?? '') as '' | Nusach,
  hasWheelchairAccess: s.hasWheelchairAccess,
  hasMikve: s.hasMikve,
  hasParking: s.hasParking,
  hasYouthPrograms: s.hasYouthPrograms,
});
