// Owns the browser's side of the store API for the forms: a post with its app-integrity token, upload progress and cancel.
import { appIntegrity, INTEGRITY_HEADER, IntegrityUnavailable } from '@storefront/catalogue-data/app-integrity';
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import { FORM_ENDPOINTS, IDEMPOTENCY_HEADER, type FormName, type LeadAnswer } from '@storefront/validation';

export interface FieldErrorBody {
  field: string;
  rule: string;
  message: string;
}

export interface ApiAnswer extends Partial<LeadAnswer> {
  /** A refusal's rule (e.g. configurationOption), as the store API names it. */
  error?: string;
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
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** This submission's key: sent again after a failure, it is stored once (the store API answers the first one's id). */
  idempotencyKey?: string;
}

export { newSubmissionKey } from './submissionKey';

/** Posts a form; XMLHttpRequest because fetch cannot report upload progress. */
export async function submitLead({ config, form, locale, body, onProgress, signal, idempotencyKey }: SubmitOptions): Promise<ApiAnswer> {
  const token = await appIntegrity(config)
    .getToken()
    .catch((error: unknown) => {
      throw new SubmitError(error instanceof IntegrityUnavailable ? error.status : 0, null);
    });
  const url = new URL(FORM_ENDPOINTS[form], config.apiBaseUrl);
  url.searchParams.set('lang', locale);
  return new Promise<ApiAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader(INTEGRITY_HEADER, token);
    if (idempotencyKey) xhr.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
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
