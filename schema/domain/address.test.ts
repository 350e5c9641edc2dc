import { describe, expect, it } from 'vitest';
import { addressLine } from './address.ts';

describe('addressLine', () => {
  it('writes state and ZIP together and adds the country outside the USA', () => {
    expect(addressLine({ address: '8 W 70th St', city: 'New York', state: 'NY', zipCode: '10023', country: 'USA' })).toBe(
      '8 W 70th St, New York, NY 10023',
    );
    expect(addressLine({ address: '4 Heneage Ln', city: 'London', state: null, zipCode: 'EC3A 5DQ', country: 'United Kingdom' })).toBe(
      '4 Heneage Ln, London, EC3A 5DQ, United Kingdom',
    );
    expect(addressLine({ address: 'Hayehudim St', city: 'Jerusalem', state: null, zipCode: null, country: 'Israel' })).toBe(
      'Hayehudim St, Jerusalem, Israel',
    );
  });

  it('leaves out missing parts without stray separators', () => {
    expect(addressLine({ address: '', city: 'Toronto', state: 'ON', zipCode: null, country: 'Canada' })).toBe('Toronto, ON, Canada');
    expect(addressLine({ address: '1 Main St', city: 'Teaneck', state: null, zipCode: '07666', country: '' })).toBe(
      '1 Main St, Teaneck, 07666',
    );
  });
});
