// Owns what reaches the data layer: the remotes' 'analytics:event' messages and a page view per route, both through the consent gate;
// and the start of the real-user measures (vitals.ts) once the visitor consents.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_TAGS, type Locale } from '@storefront/contracts';
import { bus, useRuntimeConfig } from '@storefront/platform';
import { measurementAllowed } from '../consent/consent';
import { analytics, useConsent } from '../consent/consentStore';
import { loadPageMeta } from '../seo/DocumentHead';
import { pageViewEvent } from './dataLayer';

/** The last address counted, page-wide: the layout remounts when the language changes, and must not count a page twice. */
let lastCounted: string | null = null;

export function AnalyticsBridge({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  const measuring = measurementAllowed(useConsent());
  const apiBaseUrl = useRuntimeConfig()?.apiBaseUrl;

  useEffect(() => bus.on('analytics:event', (event) => void analytics.track(event)), []);

  // web-vitals loads only once the visitor opts in, in a chunk of its own: the first load never carries it (ADR 0045).
  useEffect(() => {
    if (measuring && apiBaseUrl) void import('./vitals').then(({ startVitals }) => startVitals(apiBaseUrl)).catch(() => undefined);
  }, [measuring, apiBaseUrl]);

  useEffect(() => {
    const address = `${pathname}${search}`;
    if (address === lastCounted) return;
    const first = lastCounted === null;
    lastCounted = address;
    const track = (title: string) => analytics.track(pageViewEvent({ path: address, title, language: LOCALE_TAGS[locale] }));
    // The landing page's title is the one the server wrote; the next pages' come with the pages' head texts, which load
    // apart from the first page's code (seo/DocumentHead.tsx). Page views keep their order.
    if (first) track(document.title);
    else void loadPageMeta().then(({ documentMeta }) => track(documentMeta(pathname, window.location.origin, locale).title));
  }, [pathname, search, locale]);

  return null;
}
