// Owns what reaches the data layer: the remotes' 'analytics:event' messages and a page view per route, both through the consent gate.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_TAGS, type Locale } from '@storefront/contracts';
import { bus } from '@storefront/platform';
import { analytics } from '../consent/consentStore';
import { documentMeta } from '../seo/pageMeta';
import { pageViewEvent } from './dataLayer';

/** The last address counted, page-wide: the layout remounts when the language changes, and must not count a page twice. */
let lastCounted: string | null = null;

export function AnalyticsBridge({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();

  useEffect(() => bus.on('analytics:event', (event) => void analytics.track(event)), []);

  useEffect(() => {
    const address = `${pathname}${search}`;
    if (address === lastCounted) return;
    lastCounted = address;
    analytics.track(pageViewEvent({ path: address, title: documentMeta(pathname, window.location.origin, locale).title, language: LOCALE_TAGS[locale] }));
  }, [pathname, search, locale]);

  return null;
}
