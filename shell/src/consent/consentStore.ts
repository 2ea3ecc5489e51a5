// Owns the consent state of the page: read from and written to localStorage, and the data layer told when the visitor opts in.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { platformStore } from '@storefront/platform';
import { consentUpdateEvent, createAnalyticsGate, windowDataLayer } from '../analytics/dataLayer';
import {
  CONSENT_STORAGE_KEY,
  consentReducer,
  initialConsent,
  measurementAllowed,
  parseConsent,
  serializeConsent,
  type ConsentAction,
} from './consent';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // storage blocked (private mode, policies): no known choice, the banner asks
    return null;
  }
}

export const consentAtom = atom(initialConsent(parseConsent(readStored())));

/** The one gate every analytics event goes through (bus events, page views). */
export const analytics = createAnalyticsGate(() => measurementAllowed(platformStore.get(consentAtom)), windowDataLayer);

const dispatchAtom = atom(null, (get, set, action: ConsentAction) => {
  const before = get(consentAtom);
  const after = consentReducer(before, action);
  set(consentAtom, after);
  if (after.record && after.record !== before.record) {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(after.record));
    } catch {
      // the choice holds for this page; the banner will ask again on the next visit
    }
    if (measurementAllowed(after) && !measurementAllowed(before)) analytics.track(consentUpdateEvent(true));
  }
});

export const useConsent = () => useAtomValue(consentAtom);
export const useConsentDispatch = () => useSetAtom(dispatchAtom);
