// Owns Canada's sales tax rates as dated data: each rate with the day it took effect and where it is published, so an
// order is taxed at the rates of the day it is paid and a change is one new line, not an edit of the old one.
import type { ProvinceCode } from './order-pricing';

export type TaxKind = 'GST' | 'QST' | 'HST' | 'PST' | 'RST';

export interface TaxRateEntry {
  /** Where it applies: a province, or every province for the federal GST. */
  province: ProvinceCode | 'CA';
  kind: TaxKind;
  /** In percent. */
  rate: number;
  /** The first day the rate applies (YYYY-MM-DD). */
  effective: string;
  /** The authority's page that publishes the rate. */
  source: string;
}

const CRA_RATES =
  'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html';

/** Every rate in force since the oldest order the store could still refund; a new rate is added with its date, never edited in. */
export const TAX_RATE_HISTORY: readonly TaxRateEntry[] = [
  { province: 'CA', kind: 'GST', rate: 5, effective: '2008-01-01', source: CRA_RATES },
  {
    province: 'QC',
    kind: 'QST',
    rate: 9.975,
    effective: '2013-01-01',
    source: 'https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/',
  },
  { province: 'ON', kind: 'HST', rate: 13, effective: '2010-07-01', source: CRA_RATES },
  { province: 'NB', kind: 'HST', rate: 15, effective: '2016-07-01', source: CRA_RATES },
  { province: 'NL', kind: 'HST', rate: 15, effective: '2016-07-01', source: CRA_RATES },
  { province: 'PE', kind: 'HST', rate: 15, effective: '2016-10-01', source: CRA_RATES },
  { province: 'NS', kind: 'HST', rate: 15, effective: '2010-07-01', source: CRA_RATES },
  // Nova Scotia lowered its part of the HST by one point.
  {
    province: 'NS',
    kind: 'HST',
    rate: 14,
    effective: '2025-04-01',
    source: 'https://www.canada.ca/en/revenue-agency/news/newsroom/tax-tips/tax-tips-2025/nova-scotia-hst-rate-decrease.html',
  },
  { province: 'MB', kind: 'RST', rate: 7, effective: '2019-07-01', source: 'https://www.gov.mb.ca/finance/taxation/taxes/retail.html' },
  {
    province: 'SK',
    kind: 'PST',
    rate: 6,
    effective: '2017-03-23',
    source:
      'https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax',
  },
  { province: 'BC', kind: 'PST', rate: 7, effective: '2013-04-01', source: 'https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst' },
];

/** The provinces that harmonised their tax with the GST: the HST replaces the GST there. */
const HARMONISED = (province: ProvinceCode, day: string) =>
  TAX_RATE_HISTORY.some((entry) => entry.province === province && entry.kind === 'HST' && entry.effective <= day);

let storeDayFormat: Intl.DateTimeFormat | null = null;
const HOUR_MS = 3_600_000;

/**
 * The day as YYYY-MM-DD in Quebec's time zone, where the store is: an order paid at 23:30 on March 31 is taxed at March's rates.
 * The zone is four hours behind UTC in summer and five in winter: when both give the same date (all but one hour a day), that
 * is the date, with no time zone data. Otherwise Intl tells; a browser's first time-zone `Intl.DateTimeFormat` loads the zone's
 * and the locale's data, 20 ms of a phone's main thread while the model page's configurator hydrates.
 */
export function storeDay(at: Date = new Date()): string {
  const summer = new Date(at.getTime() - 4 * HOUR_MS).toISOString().slice(0, 10);
  const winter = new Date(at.getTime() - 5 * HOUR_MS).toISOString().slice(0, 10);
  if (summer === winter) return summer;
  storeDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' });
  return storeDayFormat.format(at);
}

/** The rates that apply in a province on a day, federal first: for each tax, its latest rate in force that day. */
export function taxRatesOn(province: ProvinceCode, day: string = storeDay()): { kind: TaxKind; rate: number }[] {
  const latest = new Map<TaxKind, TaxRateEntry>();
  for (const entry of TAX_RATE_HISTORY) {
    if (entry.effective > day || (entry.province !== province && entry.province !== 'CA')) continue;
    if (entry.kind === 'GST' && HARMONISED(province, day)) continue;
    const found = latest.get(entry.kind);
    if (!found || found.effective < entry.effective) latest.set(entry.kind, entry);
  }
  const order: TaxKind[] = ['GST', 'HST', 'QST', 'PST', 'RST'];
  return [...latest.values()].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind)).map(({ kind, rate }) => ({ kind, rate }));
}
