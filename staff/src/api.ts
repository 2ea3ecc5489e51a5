// Owns the console's calls to the store API (through its own server's /api): the member's language on each, the session's
// CSRF token on each change, and a refusal as an ApiError with the API's message in that language.
import { currentLocale } from './i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The session's CSRF token, set when the session is read (session.tsx). */
const state: { csrf: string | null } = { csrf: null };
export const setCsrf = (token: string | null) => {
  state.csrf = token;
};

export async function api<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; ifMatch?: number } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLocale() };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    if (state.csrf) headers['x-csrf-token'] = state.csrf;
  }
  if (init.ifMatch !== undefined) headers['if-match'] = `"${init.ifMatch}"`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(method !== 'GET' ? { body: JSON.stringify(init.body ?? {}) } : {}),
    });
  } catch {
    throw new ApiError(0, 'network', '');
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, String(body.error ?? 'unknown'), String(body.message ?? ''), body);
  return body as T;
}

/** A refusal that means the session is gone: the member signs in again (the change they were making is kept). */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
