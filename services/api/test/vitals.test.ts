// The real-user measures' beacon: what navigator.sendBeacon sends (a string, so text/plain, a CORS simple request) is
// observed into the histograms by page type and device class, in seconds; anything else is refused in words and not counted.
// sendBeacon's body types: https://w3c.github.io/beacon/#sec-processing-model (a string is sent as text/plain;charset=UTF-8).
import { describe, expect, it } from 'vitest';
import { VITALS_MAX_BYTES, VITALS_PATH } from '@storefront/contracts';
import { VITALS_PER_MINUTE } from '../src/vitals';
import { ORIGIN, testApiPerTest, type TestApi } from './helpers';
import { scrape } from '@storefront/mf-config/metrics-text';

const freshApi = testApiPerTest();

const TEXT = 'text/plain;charset=UTF-8';

function beacon(t: TestApi, body: unknown, type = TEXT, remoteAddress = '127.0.0.1', lang = 'fr') {
  return t.app.inject({
    method: 'POST',
    url: `${VITALS_PATH}?lang=${lang}`,
    remoteAddress,
    headers: { 'content-type': type, origin: ORIGIN },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Every row of every table: a beacon must leave them all as they were. */
async function everyRow(t: TestApi): Promise<string> {
  const tables = await t.db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  const counts = await Promise.all(tables.map(async ({ name }) => `${name}=${await t.count(`"${name}"`)}`));
  return counts.join(' ');
}

describe('POST /vitals', () => {
  it('a beacon sent as text/plain is observed in seconds (CLS as a score) under its page type and device class: 204', async () => {
    const t = await freshApi();
    const rows = await everyRow(t);
    const before = await scrape(t.app);
    const response = await beacon(t, {
      v: 1,
      page: 'productDetail',
      device: 'phone',
      measures: [
        { name: 'LCP', value: 2300 },
        { name: 'INP', value: 180 },
        { name: 'CLS', value: 0.05 },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    // The site's origin may send it (CORS); text/plain needs no preflight.
    expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);

    const after = await scrape(t.app);
    const moved = (name: string, labels: Record<string, string>) => after(name, labels) - before(name, labels);
    const lcp = { name: 'LCP', page: 'productDetail', device: 'phone' };
    expect(moved('storefront_web_vitals_seconds_count', lcp)).toBe(1);
    expect(moved('storefront_web_vitals_seconds_sum', lcp)).toBeCloseTo(2.3);
    expect(moved('storefront_web_vitals_seconds_bucket', { ...lcp, le: '2.5' })).toBe(1);
    expect(moved('storefront_web_vitals_seconds_bucket', { ...lcp, le: '1.8' })).toBe(0);
    const inp = { name: 'INP', page: 'productDetail', device: 'phone' };
    expect(moved('storefront_web_vitals_seconds_bucket', { ...inp, le: '0.2' })).toBe(1);
    expect(moved('storefront_web_vitals_seconds_bucket', { ...inp, le: '0.1' })).toBe(0);
    expect(moved('storefront_web_vitals_cls_count', { page: 'productDetail', device: 'phone' })).toBe(1);
    expect(moved('storefront_web_vitals_cls_sum', { page: 'productDetail', device: 'phone' })).toBeCloseTo(0.05);
    expect(moved('storefront_web_vitals_seconds_count', { ...lcp, device: 'desktop' })).toBe(0);
    // Nothing of the visitor is kept anywhere.
    expect(await everyRow(t)).toBe(rows);
  });

  it('a beacon sent as JSON is taken too', async () => {
    const t = await freshApi();
    const before = await scrape(t.app);
    const response = await beacon(
      t,
      { v: 1, page: 'home', device: 'desktop', measures: [{ name: 'TTFB', value: 400 }] },
      'application/json',
    );
    expect(response.statusCode).toBe(204);
    const after = await scrape(t.app);
    const ttfb = { name: 'TTFB', page: 'home', device: 'desktop' };
    expect(after('storefront_web_vitals_seconds_count', ttfb) - before('storefront_web_vitals_seconds_count', ttfb)).toBe(1);
  });

  it('anything that is not a beacon: 400 in the visitor’s words, and nothing counted', async () => {
    const t = await freshApi();
    const before = await scrape(t.app);
    const refused = [
      'not json',
      '{"v":1,"page":"home","device":"phone","measures":[{"name":"LCP","value":1000}]', // cut short
      { v: 2, page: 'home', device: 'phone', measures: [{ name: 'LCP', value: 1000 }] },
      { v: 1, page: '/fr/produits/spa-x', device: 'phone', measures: [{ name: 'LCP', value: 1000 }] },
      { v: 1, page: 'home', device: 'watch', measures: [{ name: 'LCP', value: 1000 }] },
      { v: 1, page: 'home', device: 'phone', measures: [] },
      {
        v: 1,
        page: 'home',
        device: 'phone',
        measures: [
          { name: 'LCP', value: 1000 },
          { name: 'LCP', value: 900 },
        ],
      },
      { v: 1, page: 'home', device: 'phone', measures: [{ name: 'LCP', value: 10_000_000 }] },
      { v: 1, page: 'home', device: 'phone', measures: [{ name: 'LCP', value: -1 }] },
      { v: 1, page: 'home', device: 'phone', measures: [{ name: 'FID', value: 10 }] },
      [{ v: 1 }],
    ];
    for (const body of refused) {
      const response = await beacon(t, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({
        statusCode: 400,
        error: 'invalidVitals',
        message: 'Ces mesures ne sont pas dans la forme attendue : rien n’a été enregistré.',
      });
    }
    const english = await beacon(t, 'not json', TEXT, '127.0.0.1', 'en');
    expect(english.json().message).toBe('These measures are not in the expected shape: nothing was recorded.');

    const after = await scrape(t.app);
    for (const device of ['phone', 'desktop'])
      expect(after('storefront_web_vitals_seconds_count', { name: 'LCP', page: 'home', device })).toBe(
        before('storefront_web_vitals_seconds_count', { name: 'LCP', page: 'home', device }),
      );
  });

  it(`a body over ${VITALS_MAX_BYTES} bytes: 413; another body type: 415`, async () => {
    const t = await freshApi();
    const big = JSON.stringify({
      v: 1,
      page: 'home',
      device: 'phone',
      measures: [{ name: 'LCP', value: 1000 }],
      pad: 'x'.repeat(VITALS_MAX_BYTES),
    });
    expect((await beacon(t, big)).statusCode).toBe(413);
    const xml = await beacon(t, '<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toBe('unsupportedMediaType');
  });

  it(`each client has its own limit (${VITALS_PER_MINUTE} a minute), counted as a rate-limit refusal`, async () => {
    const t = await freshApi();
    const before = await scrape(t.app);
    const one = { v: 1, page: 'cart', device: 'tablet', measures: [{ name: 'FCP', value: 900 }] };
    for (let i = 0; i < VITALS_PER_MINUTE; i++) expect((await beacon(t, one, TEXT, '10.0.0.1')).statusCode).toBe(204);
    const refused = await beacon(t, one, TEXT, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('tooManyRequests');
    // Another client is not held back by the first.
    expect((await beacon(t, one, TEXT, '10.0.0.2')).statusCode).toBe(204);

    const after = await scrape(t.app);
    const fcp = { name: 'FCP', page: 'cart', device: 'tablet' };
    expect(after('storefront_web_vitals_seconds_count', fcp) - before('storefront_web_vitals_seconds_count', fcp)).toBe(
      VITALS_PER_MINUTE + 1,
    );
    expect(
      after('storefront_rate_limited_total', { route: VITALS_PATH }) - before('storefront_rate_limited_total', { route: VITALS_PATH }),
    ).toBe(1);
  });
});
