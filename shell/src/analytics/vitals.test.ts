import { describe, expect, it } from 'vitest';
import { parseVitalsBeacon, VITALS_MAX_BYTES, type DeviceClass, type VitalsBeacon } from '@storefront/contracts';
import { createVitalsBatcher, pageTypeOfUrl, type VitalReport } from './vitals';

const SITE = 'https://www.piscinessoleil.ca';

function batcher(options: { allowed?: () => boolean; accepts?: () => boolean; device?: () => DeviceClass } = {}) {
  const sent: VitalsBeacon[] = [];
  const batch = createVitalsBatcher({
    send: (body) => {
      if (options.accepts && !options.accepts()) return false;
      expect(body.length).toBeLessThanOrEqual(VITALS_MAX_BYTES);
      // What the store API reads of it (shared/contracts/src/vitals.ts): a body it would refuse fails here.
      const beacon = parseVitalsBeacon(JSON.parse(body));
      expect(beacon).not.toBeNull();
      sent.push(beacon!);
      return true;
    },
    allowed: options.allowed ?? (() => true),
    pageOf: (url) => pageTypeOfUrl(url, SITE),
    device: options.device ?? (() => 'desktop'),
  });
  return { batch, sent };
}

// The landing page (web-vitals names a hard navigation by its entry's id and address), then a client-side page view.
const landing = (name: VitalReport['name'], value: number): VitalReport => ({ name, value, navigationId: 1, navigationURL: `${SITE}/fr` });
const later = (name: VitalReport['name'], value: number): VitalReport => ({
  name,
  value,
  navigationId: 7,
  navigationURL: `${SITE}/fr/boutique`,
});

describe('real-user measures: one beacon per page view', () => {
  it('sends each page view its own beacon, with its page type and device class, when the page is hidden', () => {
    const { batch, sent } = batcher();
    batch.add(landing('TTFB', 182.34));
    batch.add(landing('FCP', 640));
    batch.add(landing('LCP', 1210.56));
    batch.add(later('INP', 96));
    batch.add(landing('CLS', 0.012345));
    expect(sent).toEqual([]);
    batch.flush();
    expect(sent).toEqual([
      {
        v: 1,
        page: 'home',
        device: 'desktop',
        measures: [
          { name: 'TTFB', value: 182.3 },
          { name: 'FCP', value: 640 },
          { name: 'LCP', value: 1210.6 },
          { name: 'CLS', value: 0.0123 },
        ],
      },
      { v: 1, page: 'shop', device: 'desktop', measures: [{ name: 'INP', value: 96 }] },
    ]);
  });

  it('sends a measure once: a later report of it is dropped, one that became final later leaves in a beacon of its own', () => {
    const { batch, sent } = batcher();
    batch.add(landing('LCP', 900));
    batch.flush();
    batch.add(landing('LCP', 1400));
    batch.add(landing('INP', 180));
    batch.flush();
    batch.flush();
    expect(sent.map((beacon) => beacon.measures)).toEqual([[{ name: 'LCP', value: 900 }], [{ name: 'INP', value: 180 }]]);
  });

  it('keeps the device class a page view started with', () => {
    let width: DeviceClass = 'phone';
    const { batch, sent } = batcher({ device: () => width });
    batch.add(landing('FCP', 500));
    width = 'desktop';
    batch.add(landing('LCP', 700));
    batch.flush();
    expect(sent.map((beacon) => beacon.device)).toEqual(['phone']);
  });

  it('keeps what the browser could not take for the next time the page is hidden', () => {
    let accepts = false;
    const { batch, sent } = batcher({ accepts: () => accepts });
    batch.add(landing('TTFB', 120));
    batch.flush();
    expect(sent).toEqual([]);
    accepts = true;
    batch.flush();
    expect(sent.map((beacon) => beacon.measures)).toEqual([[{ name: 'TTFB', value: 120 }]]);
  });

  it('keeps and sends nothing without consent, and drops what it had when consent is withdrawn', () => {
    let allowed = false;
    const { batch, sent } = batcher({ allowed: () => allowed });
    batch.add(landing('TTFB', 120));
    allowed = true;
    batch.add(landing('FCP', 400));
    allowed = false;
    batch.flush();
    allowed = true;
    batch.flush();
    expect(sent).toEqual([]);
  });

  it('names a page view by the page its address matches, notFound for any other', () => {
    expect(pageTypeOfUrl(`${SITE}/fr`, SITE)).toBe('home');
    expect(pageTypeOfUrl(`${SITE}/en/store/spas?e=x`, SITE)).toBe('shopListing');
    expect(pageTypeOfUrl(`${SITE}/fr/nulle-part/ici`, SITE)).toBe('notFound');
    expect(pageTypeOfUrl(undefined, SITE)).toBe('notFound');
  });
});
