// Owns the browser's one client of the store API: the address with the page's language, the app-integrity token on the routes
// that store or charge, a timeout, and every outcome as a result: the answer, or a refusal typed by its wire's codes (the
// API's refusal, the network, the timeout, the visitor's own cancel). The checkout's orders and the forms' leads and bookings
// all call through it.
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import { appIntegrity, INTEGRITY_HEADER, IntegrityUnavailable } from './app-integrity';

/** A field a refusal names, the rule it broke and, when the rule has one, its message in the visitor's language. */
export interface FieldRefusal {
  field: string;
  rule: string;
  message?: string;
}

/** What every refusal body of the store API has: its status, its code (`error`), the message in the visitor's language. */
export interface RefusalBodyBase {
  statusCode: number;
  error: string;
  message: string;
  fields?: FieldRefusal[];
}

/**
 * Why a call did not get its answer: the API refused it (its code, one of the wire's or `unknown` when the body named none,
 * and the rest of its body, as sent: the wire's extras such as a booking's `window`), or it never answered.
 */
export type StoreApiRefusal<Body extends RefusalBodyBase = RefusalBodyBase> =
  | {
      kind: 'refused';
      status: number;
      code: Body['error'] | 'unknown';
      message: string | null;
      fields: FieldRefusal[];
      body: Partial<Body>;
    }
  /** Unreachable, or no integrity token could be had (`status`: the token issuer's refusal, 0 when unreachable). */
  | { kind: 'network'; status: number }
  /** No answer within the call's time. */
  | { kind: 'timeout' }
  /** The visitor cancelled (the call's signal). */
  | { kind: 'aborted' };

export type StoreApiResult<T, Body extends RefusalBodyBase = RefusalBodyBase> =
  { ok: true; value: T } | { ok: false; refusal: StoreApiRefusal<Body> };

export interface StoreApiRequest {
  /** The path under the API's base address, with its own query if any (the page's language is added). */
  path: string;
  method?: 'GET' | 'POST';
  /** JSON, or a FormData sent as multipart. */
  body?: unknown;
  /** Sends the app-integrity token: the routes that store, hold or charge want it. */
  signed?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call counts as unanswered; 0 for none (an upload of large files). */
  timeoutMs?: number;
  /** An upload's progress: the call goes through XMLHttpRequest, since fetch cannot report it. */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/** Long enough for the slowest route (a booking's mails are sent later, not while it waits); short enough to say so. */
export const STORE_API_TIMEOUT_MS = 20_000;

/** The refusal of a status the API answered, read from its body (any JSON; a body that is not one names no code). */
export function refusalOf<Body extends RefusalBodyBase>(status: number, body: unknown): StoreApiRefusal<Body> {
  const read = (body && typeof body === 'object' ? body : {}) as Partial<Body>;
  return {
    kind: 'refused',
    status,
    code: typeof read.error === 'string' ? read.error : 'unknown',
    message: typeof read.message === 'string' ? read.message : null,
    fields: Array.isArray(read.fields) ? read.fields : [],
    body: read,
  };
}

/** A refusal as an error, for callers that work in try/catch (a step's action); `refusal` is the result's. */
export class StoreApiError<Body extends RefusalBodyBase = RefusalBodyBase> extends Error {
  constructor(readonly refusal: StoreApiRefusal<Body>) {
    super(refusal.kind === 'refused' ? `store API refused: ${refusal.code} (${refusal.status})` : `store API: ${refusal.kind}`);
  }
  /** The refusal's code, or its kind when the API never answered (`network`, `timeout`, `aborted`). */
  get code(): Body['error'] | 'unknown' | 'network' | 'timeout' | 'aborted' {
    return this.refusal.kind === 'refused' ? this.refusal.code : this.refusal.kind;
  }
  /** The HTTP status; 0 when the API never answered. */
  get status(): number {
    return this.refusal.kind === 'refused' ? this.refusal.status : this.refusal.kind === 'network' ? this.refusal.status : 0;
  }
  /** The refusal's body as sent (empty when the API never answered). */
  get body(): Partial<Body> {
    return this.refusal.kind === 'refused' ? this.refusal.body : {};
  }
}

/** The answer, or the refusal thrown as a StoreApiError. */
export function orThrow<T, Body extends RefusalBodyBase>(result: StoreApiResult<T, Body>): T {
  if (result.ok) return result.value;
  throw new StoreApiError<Body>(result.refusal);
}

const isAbort = (error: unknown) => error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** Calls the store API once; never throws. */
export async function callStoreApi<T, Body extends RefusalBodyBase = RefusalBodyBase>(
  config: RuntimeConfig,
  locale: Locale,
  request: StoreApiRequest,
): Promise<StoreApiResult<T, Body>> {
  const url = new URL(request.path, config.apiBaseUrl);
  url.searchParams.set('lang', locale);
  const headers: Record<string, string> = { ...request.headers };
  if (request.signed) {
    try {
      headers[INTEGRITY_HEADER] = await appIntegrity(config).getToken();
    } catch (error) {
      return { ok: false, refusal: { kind: 'network', status: error instanceof IntegrityUnavailable ? error.status : 0 } };
    }
  }
  const form = typeof FormData !== 'undefined' && request.body instanceof FormData;
  if (request.body !== undefined && !form) headers['content-type'] = 'application/json';
  const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
  const body = request.body === undefined ? undefined : form ? (request.body as FormData) : JSON.stringify(request.body);
  const timeoutMs = request.timeoutMs ?? STORE_API_TIMEOUT_MS;
  if (request.onUploadProgress) return viaXhr<T, Body>(url, method, headers, body, request, timeoutMs);
  const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : null;
  const signals = [request.signal, timeout].filter((signal): signal is AbortSignal => Boolean(signal));
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'omit',
      cache: 'no-store',
      ...(signals.length ? { signal: AbortSignal.any(signals) } : {}),
    });
  } catch (error) {
    if (isAbort(error) && request.signal?.aborted) return { ok: false, refusal: { kind: 'aborted' } };
    if (isAbort(error) && timeout?.aborted) return { ok: false, refusal: { kind: 'timeout' } };
    return { ok: false, refusal: { kind: 'network', status: 0 } };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, refusal: refusalOf<Body>(response.status, answer) };
  return { ok: true, value: (answer ?? {}) as T };
}

function viaXhr<T, Body extends RefusalBodyBase>(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit | undefined,
  request: StoreApiRequest,
  timeoutMs: number,
): Promise<StoreApiResult<T, Body>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => request.onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const answer: unknown = xhr.response ?? null;
      resolve(
        xhr.status >= 200 && xhr.status < 300
          ? { ok: true, value: (answer ?? {}) as T }
          : { ok: false, refusal: refusalOf<Body>(xhr.status, answer) },
      );
    };
    xhr.onerror = () => resolve({ ok: false, refusal: { kind: 'network', status: 0 } });
    xhr.ontimeout = () => resolve({ ok: false, refusal: { kind: 'timeout' } });
    xhr.onabort = () => resolve({ ok: false, refusal: { kind: 'aborted' } });
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
}
