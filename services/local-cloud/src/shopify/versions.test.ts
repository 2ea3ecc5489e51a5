// The version calendar against shopify.dev's versioning page (https://shopify.dev/docs/api/usage/versioning): quarterly
// releases, twelve months of support, falling forward, and what happens here once the installed schemas age.
import { describe, expect, it } from 'vitest';
import { fallForward, servedStorefrontVersion } from './versions';

const DAY = new Date('2026-12-07T12:00:00Z');

describe('fallForward', () => {
  it('keeps a supported version or the release candidate, and moves an older one to the oldest supported', () => {
    expect(['2026-01', '2026-04', '2026-07', '2026-10', '2027-01'].map((v) => fallForward(v, DAY))).toEqual([
      '2026-01',
      '2026-04',
      '2026-07',
      '2026-10',
      '2027-01',
    ]);
    expect(fallForward('2025-01', DAY)).toBe('2026-01');
    expect(fallForward('2019-04', DAY)).toBe('2026-01');
  });

  it('knows no version before 2019-04, off the quarter, past the candidate, or not dated', () => {
    expect(['2019-01', '2026-02', '2027-04', 'latest', ''].map((v) => fallForward(v, DAY))).toEqual([null, null, null, null, null]);
  });
});

describe('servedStorefrontVersion', () => {
  it('serves the two versions with an installed schema as themselves today, and 2025-01 as 2026-01', () => {
    expect(servedStorefrontVersion('2026-04', DAY)).toEqual({ status: 'served', version: '2026-04' });
    expect(servedStorefrontVersion('2025-01', DAY)).toEqual({ status: 'served', version: '2026-01' });
    expect(servedStorefrontVersion('2026-07', DAY)).toEqual({ status: 'no-schema', version: '2026-07' });
    expect(servedStorefrontVersion('unstable', DAY)).toEqual({ status: 'no-schema', version: 'unstable' });
  });

  it('falls 2025-01 forward to 2026-04 once 2026-01 leaves support, and refuses it once no installed schema is supported', () => {
    expect(servedStorefrontVersion('2025-01', new Date('2027-01-02T00:00:00Z'))).toEqual({ status: 'served', version: '2026-04' });
    expect(servedStorefrontVersion('2026-04', new Date('2027-04-02T00:00:00Z'))).toEqual({ status: 'no-schema', version: '2026-07' });
  });
});
