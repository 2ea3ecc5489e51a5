import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@storefront/contracts';
import { INTEGRITY_HEADER } from './app-integrity';
import { callStoreApi, orThrow, StoreApiError, type RefusalBodyBase } from './store-api';

const config = { apiBaseUrl: 'http://localhost:3010', firebase: { apiKey: 'k', projectId: 'p', storageBucket: 'b' } } as RuntimeConfig;
const page = globalThis as Record<symbol, unknown>;

interface TestRefusal extends RefusalBodyBase {
  error: 'full' | 'priceChanged';
  price?: number;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete page[Symbol.for('storefront.appIntegrity')];
});

/** A fetch that issues the local integrity token and answers every other call with `answer`. */
function stubApi(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: URL, init: RequestInit = {}) => {
    if (input.pathname === '/integrity/token') return Response.json({ token: 'tok-1', expiresAt: Date.now() + 3_600_000 });
    calls.push({ url: input, init });
    return answer(input, init);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('the store API client', () => {
  it('answers with the body, the page’s language in the address, JSON sent as JSON, no cookie and no cache', async () => {
    const calls = stubApi(() => Response.json({ holdId: 'h1' }, { status: 201 }));
    const result = await callStoreApi<{ holdId: string }>(config, 'fr', { path: '/bookings/holds', body: { day: '2027-05-03' } });
    expect(result).toEqual({ ok: true, value: { holdId: 'h1' } });
    expect(String(calls[0]!.url)).toBe('http://localhost:3010/bookings/holds?lang=fr');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'omit', cache: 'no-store', body: '{"day":"2027-05-03"}' });
    expect(calls[0]!.init.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('sends the integrity token on a signed call only, and keeps the path’s own query', async () => {
    const calls = stubApi(() => Response.json({}));
    await callStoreApi(config, 'en', { path: '/bookings?key=k1', body: {}, signed: true });
    await callStoreApi(config, 'en', { path: '/bookings/prices' });
    expect(calls[0]!.init.headers).toMatchObject({ [INTEGRITY_HEADER]: 'tok-1' });
    expect(String(calls[0]!.url)).toBe('http://localhost:3010/bookings?key=k1&lang=en');
    expect(calls[1]!.init.headers).not.toHaveProperty(INTEGRITY_HEADER);
    expect(calls[1]!.init.method).toBe('GET');
  });

  it('maps a status and its body to a refusal typed by the wire’s codes, extras kept', async () => {
    stubApi(() => Response.json({ statusCode: 409, error: 'priceChanged', message: 'Le prix a changé.', price: 228 }, { status: 409 }));
    const result = await callStoreApi<unknown, TestRefusal>(config, 'fr', { path: '/bookings', body: {} });
    expect(result).toEqual({
      ok: false,
      refusal: {
        kind: 'refused',
        status: 409,
        code: 'priceChanged',
        message: 'Le prix a changé.',
        fields: [],
        body: { statusCode: 409, error: 'priceChanged', message: 'Le prix a changé.', price: 228 },
      },
    });
  });

  it('names a refusal without a JSON body `unknown`, with its status', async () => {
    stubApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await callStoreApi(config, 'fr', { path: '/orders/quote', body: {} });
    expect(result).toMatchObject({ ok: false, refusal: { kind: 'refused', status: 502, code: 'unknown', message: null, fields: [] } });
  });

  it('tells the network apart: unreachable, no integrity token (the issuer’s status), a timeout, a cancel', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('fetch failed')));
    expect(await callStoreApi(config, 'fr', { path: '/bookings/prices' })).toEqual({ ok: false, refusal: { kind: 'network', status: 0 } });

    vi.stubGlobal('fetch', async () => new Response('', { status: 429 }));
    expect(await callStoreApi(config, 'fr', { path: '/bookings', body: {}, signed: true })).toEqual({
      ok: false,
      refusal: { kind: 'network', status: 429 },
    });

    // A call that never answers: aborted by its signal, whichever fired.
    const never = (_url: URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error), { once: true }),
      );
    vi.stubGlobal('fetch', never);
    expect(await callStoreApi(config, 'fr', { path: '/bookings/prices', timeoutMs: 20 })).toEqual({
      ok: false,
      refusal: { kind: 'timeout' },
    });
    const controller = new AbortController();
    const cancelled = callStoreApi(config, 'fr', { path: '/bookings/prices', signal: controller.signal });
    controller.abort();
    expect(await cancelled).toEqual({ ok: false, refusal: { kind: 'aborted' } });
  });

  it('throws a refusal as a StoreApiError for try/catch callers, its code and status read off it', async () => {
    stubApi(() => Response.json({ statusCode: 409, error: 'full', message: 'Complet.' }, { status: 409 }));
    const result = await callStoreApi<unknown, TestRefusal>(config, 'fr', { path: '/bookings/holds', body: {} });
    const error = (() => {
      try {
        orThrow(result);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error).toMatchObject({ code: 'full', status: 409, body: { message: 'Complet.' } });
    expect(new StoreApiError({ kind: 'timeout' })).toMatchObject({ code: 'timeout', status: 0, body: {} });
    expect(orThrow({ ok: true, value: 3 })).toBe(3);
  });

  it('sends an upload through XMLHttpRequest with its progress, its headers and its outcome as a result', async () => {
    stubApi(() => Response.json({}));
    const sent: FakeXhr[] = [];
    class FakeXhr {
      headers: Record<string, string> = {};
      upload: { onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
      status = 0;
      response: unknown = null;
      responseType = '';
      timeout = -1;
      url = '';
      body: unknown = null;
      onload?: () => void;
      onerror?: () => void;
      ontimeout?: () => void;
      onabort?: () => void;
      open(_method: string, url: URL) {
        this.url = String(url);
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        this.body = body;
        sent.push(this);
      }
      abort() {
        this.onabort?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const body = new FormData();
    body.append('email', 'marie@example.com');
    const pending = callStoreApi(config, 'fr', {
      path: '/forms/careers',
      body,
      signed: true,
      headers: { 'idempotency-key': 'k'.repeat(20) },
      timeoutMs: 0,
      onUploadProgress: (loaded, total) => progress.push(loaded / total),
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const xhr = sent[0]!;
    expect(xhr.url).toBe('http://localhost:3010/forms/careers?lang=fr');
    // FormData sets its own multipart type and boundary: no JSON content type.
    expect(xhr.headers).toEqual({ [INTEGRITY_HEADER]: 'tok-1', 'idempotency-key': 'k'.repeat(20) });
    expect(xhr.body).toBe(body);
    expect(xhr.timeout).toBe(0);
    xhr.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    xhr.status = 415;
    xhr.response = {
      statusCode: 415,
      error: 'fileType',
      message: 'Type refusé.',
      fields: [{ field: 'cv', rule: 'fileType', message: 'Type refusé.' }],
    };
    xhr.onload?.();
    expect(await pending).toMatchObject({
      ok: false,
      refusal: { kind: 'refused', status: 415, code: 'fileType', fields: [{ field: 'cv', rule: 'fileType' }] },
    });
    expect(progress).toEqual([0.5]);

    const controller = new AbortController();
    const cancelled = callStoreApi(config, 'fr', { path: '/forms/careers', body, signal: controller.signal, onUploadProgress: () => {} });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    controller.abort();
    expect(await cancelled).toEqual({ ok: false, refusal: { kind: 'aborted' } });
    const late = callStoreApi(config, 'fr', { path: '/forms/careers', body, onUploadProgress: () => {} });
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    sent[2]!.ontimeout?.();
    expect(await late).toEqual({ ok: false, refusal: { kind: 'timeout' } });
  });
});
