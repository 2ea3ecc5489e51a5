// Owns the browser's side of the store API: the app-integrity token and a form post with upload progress and cancel.
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import { FORM_ENDPOINTS, type FormName } from '@storefront/validation';

/** The header the store API reads the token from (Firebase App Check's own name). */
export const INTEGRITY_HEADER = 'X-Firebase-AppCheck';

/**
 * Bot protection behind one interface. Locally the store API issues the token; in production this is Firebase App Check
 * with reCAPTCHA Enterprise (`getToken(appCheck)`, refreshed automatically), its badge hidden and the disclaimer shown.
 */
export interface AppIntegrity {
  getToken(): Promise<string>;
}

let cached: { token: string; expiresAt: number } | null = null;

export function localIntegrity(config: RuntimeConfig): AppIntegrity {
  return {
    async getToken() {
      // A token is reused until a minute before it expires.
      if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.token;
      const response = await fetch(new URL('/integrity/token', config.apiBaseUrl), { credentials: 'omit' });
      if (!response.ok) throw new SubmitError(response.status, null);
      cached = (await response.json()) as { token: string; expiresAt: number };
      return cached.token;
    },
  };
}

export interface FieldErrorBody {
  field: string;
  rule: string;
  message: string;
}

export interface ApiAnswer {
  id?: string;
  title?: string;
  message?: string;
  fields?: FieldErrorBody[];
}

export class SubmitError extends Error {
  constructor(
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    readonly answer: ApiAnswer | null,
  ) {
    super(`store API answered ${status}`);
  }
}

export class SubmitCanceled extends Error {}

export interface SubmitOptions {
  config: RuntimeConfig;
  form: FormName;
  locale: Locale;
  body: FormData;
  integrity?: AppIntegrity;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** Posts a form; XMLHttpRequest because fetch cannot report upload progress. */
export async function submitLead({ config, form, locale, body, integrity = localIntegrity(config), onProgress, signal }: SubmitOptions): Promise<ApiAnswer> {
  const token = await integrity.getToken();
  const url = new URL(FORM_ENDPOINTS[form], config.apiBaseUrl);
  url.searchParams.set('lang', locale);
  return new Promise<ApiAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader(INTEGRITY_HEADER, token);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const answer = (xhr.response ?? null) as ApiAnswer | null;
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer ?? {});
      else reject(new SubmitError(xhr.status, answer));
    };
    xhr.onerror = () => reject(new SubmitError(0, null));
    xhr.onabort = () => reject(new SubmitCanceled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
