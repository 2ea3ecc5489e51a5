// Owns the staff console's wire with the store API: a lead's statuses, the inbox's answer and the audit log's rows, read by
// the API that answers them and the console that shows them (ADR 0066), so neither declares them again.
import { FORM_ENDPOINTS, type FormName } from './forms';

/** The forms whose sendings are leads, in the forms' own order: all but the newsletter, whose sign-ups are consents. */
export const LEAD_FORMS = (Object.keys(FORM_ENDPOINTS) as FormName[]).filter((form) => form !== 'newsletter');

/** A lead's statuses, in the order the inbox's tabs show them. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

/** One lead of the inbox. */
export interface InboxLead {
  id: string;
  reference: string | null;
  form: string;
  locale: string;
  status: LeadStatus;
  createdAt: string;
  name: string | null;
  email: string | null;
}

/** The inbox's answer: the leads of the filter, and every lead's count by status and by form, whatever the filter. */
export interface Inbox {
  leads: InboxLead[];
  counts: { status: Record<LeadStatus, number>; form: Record<string, number> };
}

/** One change of the audit log: who, what, when, before and after. */
export interface AuditRow {
  id: number;
  at: string;
  memberEmail: string | null;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}
