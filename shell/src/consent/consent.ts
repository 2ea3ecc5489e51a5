// Owns the visitor's consent to audience measurement (Quebec's Law 25): its states, transitions and how it is remembered.

export type ConsentChoice = 'granted' | 'denied';

/** What the visitor chose, and when; the version changes when the purposes asked about change, which asks again. */
export interface ConsentRecord {
  choice: ConsentChoice;
  decidedAt: string;
  version: number;
}

export const CONSENT_VERSION = 1;
/** The localStorage key of the choice (the end-to-end suite presets it so other tests do not meet the banner). */
export const CONSENT_STORAGE_KEY = 'piscines-soleil:consent';

export interface ConsentState {
  record: ConsentRecord | null;
  /** The banner asks when no choice is known, and again whenever the visitor reopens it to change or withdraw. */
  bannerOpen: boolean;
}

export type ConsentAction = { type: 'accept' | 'decline'; at: Date } | { type: 'reopen' } | { type: 'dismiss' };

export function initialConsent(record: ConsentRecord | null): ConsentState {
  return { record, bannerOpen: record === null };
}

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'accept':
    case 'decline':
      return {
        record: { choice: action.type === 'accept' ? 'granted' : 'denied', decidedAt: action.at.toISOString(), version: CONSENT_VERSION },
        bannerOpen: false,
      };
    case 'reopen':
      return { ...state, bannerOpen: true };
    case 'dismiss':
      // Closing a reopened banner keeps the earlier choice; with no choice yet the banner stays, since nothing may be assumed.
      return state.record ? { ...state, bannerOpen: false } : state;
  }
}

/** Only an explicit, current opt-in lets measurement run; no answer is a no. */
export const measurementAllowed = (state: ConsentState): boolean => state.record?.choice === 'granted';

/** The stored choice, or null when there is none, it is unreadable, or it answered an older question. */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    if (
      (value.choice === 'granted' || value.choice === 'denied') &&
      typeof value.decidedAt === 'string' &&
      value.version === CONSENT_VERSION
    ) {
      return { choice: value.choice, decidedAt: value.decidedAt, version: value.version };
    }
  } catch {
    // an unreadable value is no choice: the banner asks again
  }
  return null;
}

export const serializeConsent = (record: ConsentRecord): string => JSON.stringify(record);
