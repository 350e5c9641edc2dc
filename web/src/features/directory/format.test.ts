import { describe, expect, it } from 'vitest';
import { distanceText, telHref, toPoint, websiteLabel } from './format.ts';

// Intl's output has narrow and non-breaking spaces in places; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

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

  it('writes distances in kilometres as each language does, with a decimal only under 10 km', () => {
    expect(plain(distanceText(1.349, 'en'))).toBe('1.3 km');
    expect(plain(distanceText(13.6, 'en'))).toBe('14 km');
    expect(plain(distanceText(1.349, 'fr'))).toBe('1,3 km');
    expect(plain(distanceText(2, 'ru'))).toBe('2,0 км');
    expect(distanceText(1.349, 'he')).toContain('1.3');
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
