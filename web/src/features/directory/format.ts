// Display helpers for listings.
import type { Synagogue } from '#contract/synagogues.ts';
import type { Locale } from '#domain/languages.ts';
import { INTL_LOCALE } from '../../i18n/format.ts';
import type { MessageId } from '../../i18n/ids.ts';

/** The listing page of a synagogue. */
export const shulPath = (id: number) => `/shul/${id}`;

/** A website shown without its protocol prefix (and without a bare trailing slash). */
export function websiteLabel(url: string): string {
  return url
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** `tel:` link target: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A distance in the language's own way of writing kilometres: '1.3 km', '1,3 km', '14 км' (one decimal under 10 km). */
export function distanceText(km: number, locale: Locale): string {
  const digits = km < 10 ? 1 : 0;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(km);
}

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

/** The amenities a listing may offer, each with its name in the catalogs. */
export const AMENITIES = [
  { key: 'hasWheelchairAccess', label: 'directory.amenity.hasWheelchairAccess' },
  { key: 'hasMikve', label: 'directory.amenity.hasMikve' },
  { key: 'hasParking', label: 'directory.amenity.hasParking' },
  { key: 'hasYouthPrograms', label: 'directory.amenity.hasYouthPrograms' },
] as const satisfies { key: keyof Synagogue; label: MessageId }[];
