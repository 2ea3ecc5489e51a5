import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION, consentReducer, initialConsent, measurementAllowed, parseConsent, serializeConsent } from './consent';

const at = new Date('2026-05-01T12:00:00Z');

describe('consent (Law 25)', () => {
  it('asks first-time visitors and measures nothing until they opt in', () => {
    const state = initialConsent(null);
    expect(state.bannerOpen).toBe(true);
    expect(measurementAllowed(state)).toBe(false);
  });

  it('measures once the visitor accepts, and closes the banner', () => {
    const state = consentReducer(initialConsent(null), { type: 'accept', at });
    expect(state).toEqual({
      record: { choice: 'granted', decidedAt: '2026-05-01T12:00:00.000Z', version: CONSENT_VERSION },
      bannerOpen: false,
    });
    expect(measurementAllowed(state)).toBe(true);
  });

  it('can be withdrawn at any time: reopen, then decline', () => {
    let state = consentReducer(initialConsent(null), { type: 'accept', at });
    state = consentReducer(state, { type: 'reopen' });
    expect(state.bannerOpen).toBe(true);
    expect(measurementAllowed(state)).toBe(true);
    state = consentReducer(state, { type: 'decline', at });
    expect(measurementAllowed(state)).toBe(false);
    expect(state.bannerOpen).toBe(false);
  });

  it('keeps the earlier choice when a reopened banner is dismissed, but never dismisses an unanswered one', () => {
    const granted = consentReducer(consentReducer(initialConsent(null), { type: 'accept', at }), { type: 'reopen' });
    expect(consentReducer(granted, { type: 'dismiss' })).toEqual({ ...granted, bannerOpen: false });
    const unanswered = initialConsent(null);
    expect(consentReducer(unanswered, { type: 'dismiss' })).toBe(unanswered);
  });

  it('remembers a choice, and forgets unreadable or outdated ones', () => {
    const record = { choice: 'denied' as const, decidedAt: at.toISOString(), version: CONSENT_VERSION };
    expect(parseConsent(serializeConsent(record))).toEqual(record);
    expect(initialConsent(parseConsent(serializeConsent(record))).bannerOpen).toBe(false);
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('{oops')).toBeNull();
    expect(parseConsent(JSON.stringify({ ...record, version: CONSENT_VERSION - 1 }))).toBeNull();
    expect(parseConsent(JSON.stringify({ ...record, choice: 'maybe' }))).toBeNull();
  });
});
