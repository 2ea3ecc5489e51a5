// Owns the real-user measures' beacon: what the browser sends (after analytics consent) and how the store API reads it.
// Nothing personal travels: a page's type (its declared id), a device class, and each measure's value.
import type { KnownPageId } from './paths';

/** The store API's address the browser beacons to (`${apiUrl}${VITALS_PATH}`), as text/plain so no preflight is needed. */
export const VITALS_PATH = '/vitals';

/** The Core Web Vitals and the two diagnostics web-vitals measures. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The page types measures are grouped by: the known pages; any other declared page counts as `other`. */
export const VITALS_PAGE_TYPES = [
  'home',
  'service',
  'customerArea',
  'videoAdvice',
  'promotions',
  'promotionDetail',
  'privacyPolicy',
  'purchaseConditions',
  'generalConditions',
  'cookiePolicy',
  'collection',
  'collectionModel',
  'careers',
  'quoteRequest',
  'financingRequest',
  'videoConferenceRequest',
  'contact',
  'customerExperience',
  'shop',
  'chemicals',
  'onlinePurchase',
  'shopListing',
  'productDetail',
  'wishlist',
  'compare',
  'cart',
  'checkout',
  'waterAnalysis',
  'serviceBooking',
  'notFound',
  'other',
] as const satisfies readonly (KnownPageId | 'notFound' | 'other')[];
export type VitalsPageType = (typeof VITALS_PAGE_TYPES)[number];

export interface VitalMeasure {
  name: VitalName;
  /** Milliseconds, except CLS (a unitless score). */
  value: number;
}

/** One beacon: the measures of one page view so far (web-vitals reports each once it is final). */
export interface VitalsBeacon {
  v: 1;
  page: VitalsPageType;
  device: DeviceClass;
  measures: VitalMeasure[];
}

/** The largest value kept per measure: anything above is a broken clock or a forged beacon, not a visitor's page. */
export const VITAL_MAX: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };
/** A beacon's body is small; the API refuses a larger one. */
export const VITALS_MAX_BYTES = 2_048;

/** A page id as the beacon names it: a known page's id, `other` for any other. */
export function vitalsPageType(pageId: string | undefined): VitalsPageType {
  return (VITALS_PAGE_TYPES as readonly string[]).includes(pageId ?? '') ? (pageId as VitalsPageType) : 'other';
}

/** The device class of a viewport's width in CSS pixels (the site's own breakpoints: phones below 768, tablets below 1024). */
export function deviceClassOf(width: number): DeviceClass {
  return width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';
}

/** A beacon read from untrusted JSON, or null when anything in it is not what the browser sends. */
export function parseVitalsBeacon(raw: unknown): VitalsBeacon | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { v, page, device, measures } = raw as Record<string, unknown>;
  if (v !== 1 || typeof page !== 'string' || typeof device !== 'string' || !Array.isArray(measures)) return null;
  if (!(VITALS_PAGE_TYPES as readonly string[]).includes(page) || !(DEVICE_CLASSES as readonly string[]).includes(device)) return null;
  if (measures.length === 0 || measures.length > VITAL_NAMES.length) return null;
  const seen = new Set<string>();
  const read: VitalMeasure[] = [];
  for (const measure of measures as unknown[]) {
    if (typeof measure !== 'object' || measure === null) return null;
    const { name, value } = measure as Record<string, unknown>;
    if (typeof name !== 'string' || !(VITAL_NAMES as readonly string[]).includes(name) || seen.has(name)) return null;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > VITAL_MAX[name as VitalName]) return null;
    seen.add(name);
    read.push({ name: name as VitalName, value });
  }
  return { v: 1, page: page as VitalsPageType, device: device as DeviceClass, measures: read };
}
