import { describe, expect, it } from 'vitest';
import { consentUpdateEvent, createAnalyticsGate, pageViewEvent } from './dataLayer';

describe('analytics gate', () => {
  it('drops events before consent and does not replay them after', () => {
    let allowed = false;
    const layer: unknown[] = [];
    const gate = createAnalyticsGate(
      () => allowed,
      () => layer,
    );
    expect(gate.track({ event: 'view_item', id: 'a' })).toBe(false);
    expect(layer).toEqual([]);
    allowed = true;
    expect(gate.track({ event: 'view_item', id: 'b' })).toBe(true);
    expect(layer).toEqual([{ event: 'view_item', id: 'b' }]);
  });

  it('stops at once when consent is withdrawn', () => {
    let allowed = true;
    const layer: unknown[] = [];
    const gate = createAnalyticsGate(
      () => allowed,
      () => layer,
    );
    gate.track({ event: 'a' });
    allowed = false;
    gate.track({ event: 'b' });
    expect(layer).toEqual([{ event: 'a' }]);
  });

  it('describes page views and consent updates for the tag manager', () => {
    expect(pageViewEvent({ path: '/fr/boutique', title: 'Boutique', language: 'fr-CA' })).toEqual({
      event: 'page_view',
      page_path: '/fr/boutique',
      page_title: 'Boutique',
      language: 'fr-CA',
    });
    expect(consentUpdateEvent(true)).toEqual({ event: 'consent_update', analytics_storage: 'granted' });
  });
});
