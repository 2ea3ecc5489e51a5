import { describe, expect, it } from 'vitest';
import { deviceClassOf, parseVitalsBeacon, vitalsPageType } from './vitals';

describe('the real-user measures beacon', () => {
  it('reads what the browser sends', () => {
    const beacon = {
      v: 1,
      page: 'productDetail',
      device: 'phone',
      measures: [
        { name: 'LCP', value: 1840.2 },
        { name: 'CLS', value: 0.04 },
      ],
    };
    expect(parseVitalsBeacon(beacon)).toEqual(beacon);
  });

  it('refuses a page type, a device, a measure or a value it does not know', () => {
    const good = { v: 1, page: 'home', device: 'desktop', measures: [{ name: 'INP', value: 80 }] };
    expect(parseVitalsBeacon({ ...good, page: '/fr/produit/jean@example.test' })).toBeNull();
    expect(parseVitalsBeacon({ ...good, device: 'iPhone 15' })).toBeNull();
    expect(parseVitalsBeacon({ ...good, measures: [{ name: 'FID', value: 10 }] })).toBeNull();
    expect(parseVitalsBeacon({ ...good, measures: [{ name: 'INP', value: -1 }] })).toBeNull();
    expect(parseVitalsBeacon({ ...good, measures: [{ name: 'INP', value: 1e9 }] })).toBeNull();
    expect(
      parseVitalsBeacon({
        ...good,
        measures: [
          { name: 'INP', value: 1 },
          { name: 'INP', value: 2 },
        ],
      }),
    ).toBeNull();
    expect(parseVitalsBeacon({ ...good, measures: [] })).toBeNull();
    expect(parseVitalsBeacon({ ...good, v: 2 })).toBeNull();
    expect(parseVitalsBeacon([good])).toBeNull();
  });

  it('names pages by their type and devices by their width', () => {
    expect(vitalsPageType('checkout')).toBe('checkout');
    expect(vitalsPageType('aNewRemotesPage')).toBe('other');
    expect(vitalsPageType(undefined)).toBe('other');
    expect([390, 800, 1280].map(deviceClassOf)).toEqual(['phone', 'tablet', 'desktop']);
  });
});
