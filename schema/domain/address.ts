/** The parts of a listing's address, as the listing stores them. */
export interface AddressParts {
  address: string;
  city: string;
  state: string | null;
  zipCode: string | null;
  country: string;
}

/**
 * A listing's address on one line, as the directory, the admin list, the listing page and the
 * calendar feed show it: '8 W 70th St, New York, NY 10023' (state and ZIP together, as US
 * addresses are written), the country added outside the USA ('4 Heneage Ln, London, EC3A 5DQ,
 * United Kingdom'), missing parts left out.
 */
export function addressLine(s: AddressParts): string {
  const region = [s.state, s.zipCode].filter(Boolean).join(' ');
  const parts = [s.address, s.city, region];
  if (s.country && s.country !== 'USA') parts.push(s.country);
  return parts.filter(Boolean).join(', ');
}
