// Display helpers for listings.
import type { Synagogue } from '#contract/synagogues.ts';
import { formatInteger } from '../../lib/format.ts';

/** The listing page of a synagogue. */
export const shulPath = (id: number) => `/shul/${id}`;

/** A website shown without its protocol prefix (and without a bare trailing slash). */
export function websiteLabel(url: string): string {
  return url
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** 'ashkenaz' → 'Ashkenaz'. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `tel:` link target: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** '1 synagogue' / '2 synagogues'. */
/** `atLeast`: a capped count (more than `n` match), shown as "1,000+ synagogues". */
export const synagogueCount = (n: number, atLeast = false) =>
  `${formatInteger(n)}${atLeast ? '+' : ''} ${n === 1 && !atLeast ? 'synagogue' : 'synagogues'}`;

/** Distance on near-me cards. */
export const distanceLabel = (km: number) => `${km < 10 ? km.toFixed(1) : formatInteger(km)} km away`;

export interface MapPoint {
  lat: number;
  lng: number;
}

/** Only listings with non-empty numeric latitude and longitude are mappable. */
export function toPoint(s: Pick<Synagogue, 'latitude' | 'longitude'>): MapPoint | null {
  const parse = (v: string | null) => (v === null || v.trim() === '' ? Number.NaN : Number(v));
  const lat = parse(s.latitude);
  const lng = parse(s.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export const AMENITIES = [
  { key: 'hasWheelchairAccess', label: 'Wheelchair Access' },
  { key: 'hasMikve', label: 'Mikve' },
  { key: 'hasParking', label: 'Parking' },
  { key: 'hasYouthPrograms', label: 'Youth Programs' },
] as const satisfies { key: keyof Synagogue; label: string }[];
