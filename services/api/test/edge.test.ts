// The store API's edge, route by route: body types, size limits, malformed and deep JSON, methods, rate limits and the shape of
// queries, each refused with a clear, localized 4xx before any work, and nothing stored.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENDPOINTS } from '@storefront/validation';
import { jsonDepth, MAX_JSON_DEPTH } from '../src/edge';
import { unsubscribeToken } from '../src/mail';
import { multipart, testApi } from './helpers';

type TestApi = Awaited<ReturnType<typeof testApi>>;
/** One API for the tests that only send refused requests (each one checks that nothing was stored); the rate limit test has its own. */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t.close());
let own: TestApi | null = null;
afterEach(async () => {
  await own?.close();
  own = null;
});

/** Every route that takes a body, with the largest body it takes. */
const BODY_ROUTES = [
  ...Object.values(FORM_ENDPOINTS).map((url) => ({ url, limit: 64 * 1024, multipart: true })),
  { url: '/orders', limit: 16 * 1024, multipart: false },
  { url: '/orders/quote', limit: 2 * 1024, multipart: false },
  { url: '/unsubscribe', limit: 1024, multipart: false },
  { url: '/newsletter/confirm', limit: 1024, multipart: false },
];

const INTERNAL_TEXT = /Unexpected|SyntaxError|JSON\.parse|FST_|stack|at \w+ \(/;

function post(api: TestApi, url: string, payload: string | Buffer, contentType: string | null, extra: Record<string, string> = {}) {
  return api.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...(contentType ? { 'content-type': contentType } : {}),
      'x-firebase-appcheck': api.token(),
      'idempotency-key': 'edge-test-key-0123456789',
      ...extra,
    },
  });
}

async function nothingStored() {
  for (const table of ['submissions', 'attachments', 'outbox', 'orders', 'order_lines']) expect(await t.count(table), table).toBe(0);
}

describe('the store API refuses a bad body before any work, with a clear message in the visitor’s language', () => {
  it('malformed or empty JSON: 400, said as such, never the parser’s own text', async () => {
    for (const { url } of BODY_ROUTES) {
      for (const payload of ['{"email":', '{"a":1}}', "{'a':1}", '{"__proto__":{"x":1}}', '']) {
        const response = await post(t, `${url}?lang=fr`, payload, 'application/json');
        expect(response.statusCode, `${url} ${payload}`).toBe(400);
        expect(response.json(), `${url} ${payload}`).toEqual({
          statusCode: 400,
          error: 'malformedJson',
          message: 'Le contenu envoyé n’est pas du JSON valide.',
        });
      }
      const english = await post(t, url, '{"email":', 'application/json', { 'accept-language': 'en-CA,en;q=0.8' });
      expect(english.json().message).toBe('The body sent is not valid JSON.');
      expect(english.body).not.toMatch(INTERNAL_TEXT);
    }
    await nothingStored();
  });

  it(`JSON nested deeper than ${MAX_JSON_DEPTH} levels: 400 before it is parsed`, async () => {
    const deep = `${'['.repeat(400)}${']'.repeat(400)}`;
    const deepObject = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    for (const { url } of BODY_ROUTES) {
      for (const payload of [deep, deepObject]) {
        const response = await post(t, `${url}?lang=en`, payload, 'application/json');
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          statusCode: 400,
          error: 'tooDeep',
          message: `The body sent is nested too deeply (${MAX_JSON_DEPTH} levels at most).`,
        });
      }
    }
    await nothingStored();
  });

  it('a body type the route does not take: 415, read no further', async () => {
    const form = await multipart({ email: 'marie@example.com' });
    for (const { url, multipart: takesFiles } of BODY_ROUTES) {
      for (const type of [
        'text/plain',
        'application/xml',
        'application/octet-stream',
        ...(takesFiles ? [] : [form.headers['content-type']]),
      ]) {
        const response = await post(t, `${url}?lang=fr`, type.startsWith('multipart') ? form.payload : '<a>1</a>', type);
        expect(response.statusCode, `${url} ${type}`).toBe(415);
        expect(response.json(), `${url} ${type}`).toEqual({
          statusCode: 415,
          error: 'unsupportedMediaType',
          message: 'Ce type de contenu n’est pas accepté à cette adresse.',
        });
      }
      const untyped = await post(t, url, 'x', null);
      expect(untyped.statusCode, `${url} without a type`).toBe(415);
    }
    await nothingStored();
  });

  it('a body over the route’s own limit: 413, whatever the route', async () => {
    for (const { url, limit } of BODY_ROUTES) {
      const payload = JSON.stringify({ message: 'x'.repeat(limit) });
      const response = await post(t, `${url}?lang=fr`, payload, 'application/json');
      expect(response.statusCode, url).toBe(413);
      expect(response.json(), url).toEqual({
        statusCode: 413,
        error: 'bodyTooLarge',
        message: 'Le contenu envoyé est trop volumineux pour cette adresse.',
      });
    }
    await nothingStored();
  });

  it('a submission or an order without a valid integrity token: 401 before its body is read, however broken the body', async () => {
    for (const url of ['/forms/contact', '/forms/quote', '/orders']) {
      for (const payload of ['{"email":', JSON.stringify({ message: 'x'.repeat(200_000) })]) {
        const response = await post(t, `${url}?lang=fr`, payload, 'application/json', { 'x-firebase-appcheck': 'v1.0.forged' });
        expect(response.statusCode, url).toBe(401);
        expect(response.json().error, url).toBe('integrity');
      }
    }
    await nothingStored();
  });
});

describe('the store API’s addresses and methods', () => {
  it('another method at a known address: 405 with the methods it takes', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/forms/contact', 'POST'],
      ['PUT', '/forms/quote', 'POST'],
      ['DELETE', '/orders/availability', 'GET, HEAD'],
      ['POST', '/orders/6f1c1d8e-0000-4000-8000-000000000000', 'GET, HEAD'],
      ['GET', '/orders', 'POST'],
      ['PATCH', '/unsubscribe', 'GET, HEAD, POST'],
      ['POST', '/health', 'GET, HEAD'],
      ['DELETE', '/integrity/token', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${url}?lang=en`,
        payload: method === 'GET' ? undefined : '{"a":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json()).toEqual({
        statusCode: 405,
        error: 'methodNotAllowed',
        message: 'This method is not accepted at this address.',
      });
    }
  });

  it('an unknown address: 404 in words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin?lang=fr',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'notFound', message: 'Cette adresse n’existe pas.' });
  });

  it('every route has a rate limit per client: reads share one budget, each submission route has its own; health checks are not counted', async () => {
    const api = (own = await testApi({ requestsPerMinute: 4, rateLimitPerMinute: 2 }));
    const statuses = async (call: () => Promise<{ statusCode: number }>, times: number) => {
      const codes: number[] = [];
      for (let i = 0; i < times; i++) codes.push((await call()).statusCode);
      return codes;
    };
    expect(await statuses(() => api.app.inject('/orders/availability?lang=fr'), 2)).toEqual([200, 200]);
    expect(await statuses(() => api.app.inject('/unsubscribe?email=a%40b.co&token=x'), 2)).toEqual([400, 400]);
    expect(await statuses(() => api.app.inject('/orders/6f1c1d8e-0000-4000-8000-000000000000?key=x'), 1)).toEqual([429]);
    const flooded = await api.app.inject('/orders/availability?lang=fr');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe('Trop d’envois en peu de temps. Réessayez dans une minute.');
    expect(await statuses(() => post(api, '/orders', '{}', 'application/json'), 3)).toEqual([400, 400, 429]);
    expect(await statuses(() => post(api, '/forms/contact', '{}', 'application/json'), 3)).toEqual([400, 400, 429]);
    // Another client has its own budget.
    expect((await api.app.inject({ url: '/orders/availability', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
    expect(await statuses(() => api.app.inject('/health'), 10)).toEqual(Array(10).fill(200));
  });

  it('a query of the wrong shape (a repeated parameter, an overlong one) is a 4xx, not a fault', async () => {
    for (const url of [
      '/unsubscribe?email=a%40b.co&email=c%40d.co&token=x',
      '/unsubscribe?email=a%40b.co&token=x&token=y',
      `/unsubscribe?email=${'a'.repeat(400)}%40b.co&token=x`,
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toBe('invalidRequest');
    }
    const order = await t.app.inject('/orders/6f1c1d8e-0000-4000-8000-000000000000?key=a&key=b');
    expect(order.statusCode).toBe(404);
    const quote = await post(t, '/orders/quote', JSON.stringify({ cartId: 'x'.repeat(501), province: 'QC' }), 'application/json');
    expect(quote.statusCode).toBe(400);
  });

  it('takes the one-click unsubscription of a mail client (RFC 8058), a URL-encoded form', async () => {
    const email = 'marie@example.com';
    const response = await post(
      t,
      `/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeToken(t.config.secret, email)}&lang=fr`,
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Votre adresse a été retirée de nos envois. Vous ne recevrez plus nos courriels.');
  });
});

describe('the depth of a JSON text', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('"[[[["')).toBe(0);
    expect(jsonDepth('{"a":"\\"[[[[","b":[]}')).toBe(2);
    expect(jsonDepth('[[[[[[[[[[', 3)).toBe(4);
  });
});
