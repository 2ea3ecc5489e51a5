// Owns the store API's leads wire (one endpoint per form, FORM_ENDPOINTS), declared once for the API that answers it and the
// forms that send it: the request's fields (each form's schema in schemas.ts checks them), the answers, and the refusals.
// No zod here: a page reads its answers and codes from this alone.
import type { FormName } from './forms';
import type { LeadAnswer } from './lead-answer';
import type { RuleName } from './messages';

export type { LeadAnswer } from './lead-answer';

/**
 * Every refusal code of the leads' endpoints, each a rule of messages.ts (its words in both languages): the body out of
 * shape or a field refused (`fields` says which), the files, a quote's configuration, the integrity token, the rate limit.
 */
export const LEAD_REFUSAL_CODES = [
  'invalidRequest',
  'textCharacters',
  'fileName',
  'fileType',
  'officeFile',
  'officeActiveContent',
  'totalTooBig',
  'tooManyFiles',
  'configurationModel',
  'configurationOption',
  'configurationPrice',
  'configurationMissing',
  'integrity',
  'tooManyRequests',
  'serverError',
] as const satisfies readonly RuleName[];
export type LeadRefusalCode = (typeof LEAD_REFUSAL_CODES)[number];

/** A field a lead's refusal names: the field, the rule it broke and that rule's message in the visitor's language. */
export interface LeadFieldRefusal {
  field: string;
  rule: string;
  message: string;
}

/** A lead's refusal body: its code, the message in the visitor's language, and the fields it is about. */
export interface LeadRefusalBody {
  statusCode: number;
  error: LeadRefusalCode;
  message: string;
  fields?: LeadFieldRefusal[];
  /** The request header the refusal is about (an idempotency key out of shape). */
  field?: string;
}

/** What a form posts: its fields as the form's schema names them, a quote's configuration as JSON, the page it was sent from. */
export type LeadRequest = Record<string, string> & { page?: string };

/** POST /forms/newsletter (201): no reference, no reply to promise; the double opt-in's mail is on its way. */
export interface NewsletterAnswer {
  id: string;
  title: string;
  message: string;
}

/** Each form's answer (201). */
export type LeadAnswerOf<Form extends FormName> = Form extends 'newsletter' ? NewsletterAnswer : LeadAnswer;
