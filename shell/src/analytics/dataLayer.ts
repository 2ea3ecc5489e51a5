// Owns the gate in front of the tag manager's data layer: events reach window.dataLayer only while the visitor consents.
import type { EventMap } from '@storefront/contracts';

export type DataLayerEvent = EventMap['analytics:event'];

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface AnalyticsGate {
  /** Pushes the event if measurement is allowed now; otherwise drops it for good (nothing is queued for a later opt-in). */
  track(event: DataLayerEvent): boolean;
}

export function createAnalyticsGate(allowed: () => boolean, dataLayer: () => unknown[]): AnalyticsGate {
  return {
    track(event) {
      if (!allowed()) return false;
      dataLayer().push(event);
      return true;
    },
  };
}

/** The page's data layer, made on first use so that a visitor who never opts in never gets one. */
export const windowDataLayer = (): unknown[] => (window.dataLayer ??= []);

export function pageViewEvent(page: { path: string; title: string; language: string }): DataLayerEvent {
  return { event: 'page_view', page_path: page.path, page_title: page.title, language: page.language };
}

/** Tells the tag manager the visitor's current answer, in its consent-mode vocabulary. */
export function consentUpdateEvent(granted: boolean): DataLayerEvent {
  return { event: 'consent_update', analytics_storage: granted ? 'granted' : 'denied' };
}
