// Owns the inbox's filters as the address carries them (?status=&form=), so a filtered inbox can be bookmarked and shared.
import { LEAD_STATUSES, type LeadStatus } from '@storefront/validation/staff-api';

export { LEAD_STATUSES, type LeadStatus };
export const LEAD_FORMS = ['quote', 'financing', 'videoConference', 'contact', 'careers', 'customerExperience'] as const;

export interface InboxFilter {
  status?: LeadStatus;
  form?: string;
}

export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

export function filterFromSearch(search: URLSearchParams): InboxFilter {
  const status = search.get('status');
  const form = search.get('form');
  return { ...(isLeadStatus(status) ? { status } : {}), ...(form && (LEAD_FORMS as readonly string[]).includes(form) ? { form } : {}) };
}

/** The query string of a filter (empty for none), in a fixed order. */
export function searchOfFilter(filter: InboxFilter): string {
  const search = new URLSearchParams();
  if (filter.status) search.set('status', filter.status);
  if (filter.form) search.set('form', filter.form);
  const text = search.toString();
  return text ? `?${text}` : '';
}
