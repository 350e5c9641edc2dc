import { describe, expect, it } from 'vitest';
import { distanceLabel, synagogueCount, telHref, toPoint, websiteLabel } from './format.ts';

describe('listing display', () => {
  it('shows websites without their protocol', () => {
    expect(websiteLabel('https://shearithisrael.org')).toBe('shearithisrael.org');
    expect(websiteLabel('http://www.example.org/about/')).toBe('example.org/about');
    expect(websiteLabel('https://example.org/')).toBe('example.org');
  });

  it('dials only digits and a leading plus', () => {
    expect(telHref('+1 212-555-0101')).toBe('tel:+12125550101');
    expect(telHref('(718) 555-0110')).toBe('tel:7185550110');
  });

  it('counts in the singular and plural', () => {
    expect(synagogueCount(1)).toBe('1 synagogue');
    expect(synagogueCount(0)).toBe('0 synagogues');
    expect(synagogueCount(27312)).toBe('27,312 synagogues');
  });

  it('labels distances', () => {
    expect(distanceLabel(1.349)).toBe('1.3 km away');
    expect(distanceLabel(13.6)).toBe('14 km away');
  });

  it('maps only listings with non-empty numeric coordinates', () => {
    expect(toPoint({ latitude: '40.77500000', longitude: '-73.97810000' })).toEqual({ lat: 40.775, lng: -73.9781 });
    expect(toPoint({ latitude: '0', longitude: '0' })).toEqual({ lat: 0, lng: 0 });
    expect(toPoint({ latitude: null, longitude: '-73.9' })).toBeNull();
    expect(toPoint({ latitude: '', longitude: '' })).toBeNull();
    expect(toPoint({ latitude: ' ', longitude: '10' })).toBeNull();
    expect(toPoint({ latitude: 'abc', longitude: '10' })).toBeNull();
    expect(toPoint({ latitude: '95', longitude: '10' })).toBeNull();
  });
});
