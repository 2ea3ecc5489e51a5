// Owns the forms' posts to the store API on the leads' wire (@storefront/validation's leads-api.ts), through the API's one
// browser client: the app-integrity token, the submission's key, upload progress and cancel; the outcome as a result.
import { callStoreApi, type StoreApiResult } from '@storefront/catalogue-data/store-api';
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import { FORM_ENDPOINTS, type FormName } from '@storefront/validation/forms';
import { IDEMPOTENCY_HEADER } from '@storefront/validation/headers';
import type { LeadAnswerOf, LeadRefusalBody } from '@storefront/validation/leads-api';

export interface SubmitOptions<Form extends FormName> {
  config: RuntimeConfig;
  form: Form;
  locale: Locale;
  body: FormData;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** This submission's key: sent again after a failure, it is stored once (the store API answers the first one's id). */
  idempotencyKey?: string;
}

export type LeadResult<Form extends FormName> = StoreApiResult<LeadAnswerOf<Form>, LeadRefusalBody>;

export { newSubmissionKey } from './submissionKey';

/** Posts a form; with files, no timeout (a large upload on a slow line takes its time) and its progress reported. */
export function submitLead<Form extends FormName>({
  config,
  form,
  locale,
  body,
  onProgress,
  signal,
  idempotencyKey,
}: SubmitOptions<Form>): Promise<LeadResult<Form>> {
  return callStoreApi<LeadAnswerOf<Form>, LeadRefusalBody>(config, locale, {
    path: FORM_ENDPOINTS[form],
    method: 'POST',
    body,
    signed: true,
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
    ...(signal ? { signal } : {}),
    ...(onProgress ? { onUploadProgress: onProgress, timeoutMs: 0 } : {}),
  });
}
