// Owns Shopify's API version calendar: which dated version a request names is served, and as which (https://shopify.dev/docs/api/usage/versioning).
import { hasStorefrontSchema, type StorefrontSchemaVersion } from './schema';

const QUARTER_MONTHS = ['01', '04', '07', '10'] as const;

function quarterVersion(index: number): string {
  return `${Math.floor(index / 4)}-${QUARTER_MONTHS[index % 4]}`;
}

function quarterIndex(version: string): number | null {
  const match = /^(\d{4})-(01|04|07|10)$/.exec(version);
  if (!match?.[1] || !match[2]) return null;
  return Number(match[1]) * 4 + QUARTER_MONTHS.indexOf(match[2] as (typeof QUARTER_MONTHS)[number]);
}

/**
 * The version a request names, as Shopify serves it: one of the four stable versions of the last twelve months or the
 * next quarter's release candidate as named; an older release falls forward to the oldest supported one (Shopify
 * answers it with X-Shopify-API-Version saying so); anything else (a malformed name, a version never released), null.
 */
export function fallForward(requested: string, now: Date): string | null {
  const current = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3);
  const index = quarterIndex(requested);
  // Shopify's first versioned release was 2019-04.
  if (index === null || index < 2019 * 4 + 1 || index > current + 1) return null;
  return quarterVersion(Math.max(index, current - 3));
}

/**
 * `publicApiVersions` as Shopify answers it on a given day: the four supported stable versions (the newest marked
 * "(Latest)"), the next release candidate and `unstable`, the last two unsupported
 * (https://shopify.dev/docs/api/storefront/latest/objects/ApiVersion).
 */
export function publicApiVersions(now: Date): { handle: string; displayName: string; supported: boolean }[] {
  const current = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3);
  const stable = [current - 3, current - 2, current - 1, current].map((index) => {
    const handle = quarterVersion(index);
    return { handle, displayName: index === current ? `${handle} (Latest)` : handle, supported: true };
  });
  const candidate = quarterVersion(current + 1);
  return [
    ...stable,
    { handle: candidate, displayName: `${candidate} (Release candidate)`, supported: false },
    { handle: 'unstable', displayName: 'unstable', supported: false },
  ];
}

export type ServedStorefrontVersion =
  | { status: 'served'; version: StorefrontSchemaVersion }
  /** Shopify serves it, but its official schema is not published on npm, so nothing here can check a request against it. */
  | { status: 'no-schema'; version: string }
  | { status: 'not-found' };

/**
 * The Storefront API version a request to /api/{requested}/graphql is answered with. Shopify also serves `unstable` and
 * the release candidate; neither has a published schema, so both are refused here rather than checked against another's.
 */
export function servedStorefrontVersion(requested: string, now: Date): ServedStorefrontVersion {
  if (requested === 'unstable') return { status: 'no-schema', version: requested };
  const version = fallForward(requested, now);
  if (!version) return { status: 'not-found' };
  return hasStorefrontSchema(version) ? { status: 'served', version } : { status: 'no-schema', version };
}
