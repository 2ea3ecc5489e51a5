// Owns the inbox's filters as the address carries them (?status=&form=), so a filtered inbox can be bookmarked and shared.
import { isLeadStatus, LEAD_FORMS, LEAD_STATUSES, type LeadStatus } from '@storefront/validation/staff-api';

export { isLeadStatus, LEAD_FORMS, LEAD_STATUSES, type LeadStatus };

export interface InboxFilter {
  status?: LeadStatus;
  form?: string;
}

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
