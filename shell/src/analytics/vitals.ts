// Owns the real-user measures (web-vitals) once the visitor consents to measurement (Law 25): LCP, INP, CLS, FCP and TTFB of
// each page view, one beacon per page view (shared/contracts/src/vitals.ts) sent to the store API with sendBeacon when the
// page is hidden. Nothing personal travels: the page's type, a device class and the values. Loaded only after consent, apart
// from the first load's code (AnalyticsBridge.tsx).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import {
  deviceClassOf,
  matchPage,
  VITALS_PATH,
  vitalsPageType,
  type DeviceClass,
  type VitalName,
  type VitalsBeacon,
  type VitalsPageType,
} from '@storefront/contracts';
import { platformStore } from '@storefront/platform';
import { measurementAllowed } from '../consent/consent';
import { consentAtom } from '../consent/consentStore';

/** What the batch reads of a web-vitals report: the measure, and the page view it belongs to. */
export type VitalReport = Pick<MetricType, 'name' | 'value' | 'navigationId' | 'navigationURL'>;

export interface VitalsBatcherOptions {
  /** Hands a beacon's body to the browser; false when it could not take it (it is tried again on the next flush). */
  send: (body: string) => boolean;
  /** Whether the visitor consents now: nothing is kept nor sent otherwise. */
  allowed: () => boolean;
  /** The page type of a page view's address. */
  pageOf: (url: string | undefined) => VitalsPageType;
  /** The device class now (read once per page view, at its first measure). */
  device: () => DeviceClass;
}

export interface VitalsBatcher {
  /** Keeps a final measure for its page view's beacon. */
  add(report: VitalReport): void;
  /** Sends one beacon per page view with measures not sent yet. */
  flush(): void;
}

interface PageView {
  page: VitalsPageType;
  device: DeviceClass;
  pending: Map<VitalName, number>;
  /** Each measure is counted once per page view: a later report of the same one (a CLS that grew after a return) is not sent. */
  sent: Set<VitalName>;
}

/** Milliseconds to a tenth, CLS to four places: enough for a histogram, and a short body. */
const rounded = (name: VitalName, value: number) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10);

export function createVitalsBatcher(options: VitalsBatcherOptions): VitalsBatcher {
  const views = new Map<string, PageView>();
  return {
    add(report) {
      if (!options.allowed()) return views.clear();
      // web-vitals names each page view by its navigation: the landing page's, then each client-side one it reports apart.
      const key = `${report.navigationId}`;
      let view = views.get(key);
      if (!view) {
        view = { page: options.pageOf(report.navigationURL), device: options.device(), pending: new Map(), sent: new Set() };
        views.set(key, view);
      }
      if (!view.sent.has(report.name) && Number.isFinite(report.value) && report.value >= 0)
        view.pending.set(report.name, rounded(report.name, report.value));
    },
    flush() {
      // Withdrawn consent: what was measured before goes nowhere.
      if (!options.allowed()) return views.clear();
      for (const view of views.values()) {
        if (view.pending.size === 0) continue;
        const beacon: VitalsBeacon = {
          v: 1,
          page: view.page,
          device: view.device,
          measures: [...view.pending].map(([name, value]) => ({ name, value })),
        };
        if (!options.send(JSON.stringify(beacon))) continue;
        for (const name of view.pending.keys()) view.sent.add(name);
        view.pending.clear();
      }
    },
  };
}

/** A page view's type: the page its address matches (as the server declared it), notFound for any other address. */
export function pageTypeOfUrl(url: string | undefined, base: string): VitalsPageType {
  const pathname = url && URL.canParse(url, base) ? new URL(url, base).pathname : '';
  return vitalsPageType(matchPage(pathname)?.id ?? 'notFound');
}

let started = false;

/**
 * Starts measuring (once per page; consent checked at each measure and each send). The store API's address is the
 * runtime configuration's; a string body is sent as text/plain, so the beacon needs no preflight.
 */
export function startVitals(apiBaseUrl: string): void {
  if (started) return;
  started = true;
  const endpoint = `${apiBaseUrl.replace(/\/+$/, '')}${VITALS_PATH}`;
  const batch = createVitalsBatcher({
    send: (body) => navigator.sendBeacon(endpoint, body),
    allowed: () => measurementAllowed(platformStore.get(consentAtom)),
    pageOf: (url) => pageTypeOfUrl(url, window.location.href),
    device: () => deviceClassOf(window.innerWidth),
  });
  // Each client-side page view its own measures, where the browser can tell them apart (soft navigations).
  const report = (metric: MetricType) => batch.add(metric);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report, { reportSoftNavs: true });
  // On the window, after web-vitals' own listeners (which report the last values as the page is hidden): the visitor may
  // not come back, and sendBeacon is what still leaves a closing page.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  window.addEventListener('pagehide', () => batch.flush());
}
