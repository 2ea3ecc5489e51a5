// Every token the API issued before the one signing module (ADR 0059) still verifies: each is made here with node:crypto
// exactly as the code that issued it did, from that file as it was before the module, and read by today's code.
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  clientKey,
  isManageKey,
  isOfferSignature,
  isWaitlistSignature,
  manageKey,
  offerToken,
  readOfferToken,
  readWaitlistToken,
  waitlistToken,
} from '../src/booking/tokens';
import type { Queryable } from '../src/db';
import { createLocalIntegrity } from '../src/integrity';
import { isUnsubscribeToken, unsubscribeToken } from '../src/mail';
import { checkConfirmationToken, confirmationToken } from '../src/newsletter';
import { isOrderAccessKey, orderAccessKey, orderLinkKey } from '../src/orders/orders';

const secret = randomBytes(32).toString('base64url');
const id = '0b9c6c1e-3f7a-4d2e-9b8a-5c4d3e2f1a0b';
const hold = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9';
const expiresAt = new Date('2026-12-24T17:00:00Z');
const expires = Math.floor(expiresAt.getTime() / 1000);
const before = new Date(expiresAt.getTime() - 60_000);
/** The old code's signer, as each file wrote it: `createHmac('sha256', `<purpose>:${secret}`).update(payload).digest('base64url')`. */
const oldSign = (purpose: string, payload: string) => createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url');

describe('tokens issued before the signing module', () => {
  it("order: an access key and the mailed link's key (src/orders/orders.ts, `order:` key, payload `<id>.<expires>`)", () => {
    const accessKey = `${expires}.${oldSign('order', `${id}.${expires}`)}`;
    const linkKey = `L.${oldSign('order', `${id}.0`)}`;
    expect(isOrderAccessKey(secret, id, accessKey, before)).toBe(true);
    expect(isOrderAccessKey(secret, id, linkKey, new Date('2040-01-01'))).toBe(true);
    expect(isOrderAccessKey(secret, id, accessKey, expiresAt)).toBe(false);
    expect(orderAccessKey(secret, id, expiresAt)).toBe(accessKey);
    expect(orderLinkKey(secret, id)).toBe(linkKey);
  });

  it("booking: a booking's change and cancel link (src/booking/tokens.ts, `booking:` key, payload the booking's number)", () => {
    const key = oldSign('booking', 'R-2026-0042');
    expect(isManageKey(secret, 'R-2026-0042', key)).toBe(true);
    expect(manageKey(secret, 'R-2026-0042')).toBe(key);
  });

  it("booking-waitlist: a waiting list's confirmation link (src/booking/tokens.ts, payload `<id>\\n<email>\\n<expires>`)", () => {
    const entry = { id, email: 'marie@example.com' };
    const token = `${id}.${expires}.${oldSign('booking-waitlist', `${id}\nmarie@example.com\n${expires}`)}`;
    const read = readWaitlistToken(token)!;
    expect(read).toMatchObject({ id, expires });
    expect(isWaitlistSignature(secret, entry, read.expires, read.signature)).toBe(true);
    expect(waitlistToken(secret, { ...entry, expiresAt })).toBe(token);
  });

  it("booking-offer: a waiting list's offer link (src/booking/tokens.ts, payload `<entry id>\\n<hold id>`)", () => {
    const token = `${id}.${oldSign('booking-offer', `${id}\n${hold}`)}`;
    const read = readOfferToken(token)!;
    expect(read.entryId).toBe(id);
    expect(isOfferSignature(secret, id, hold, read.signature)).toBe(true);
    expect(offerToken(secret, id, hold)).toBe(token);
  });

  it('booking-client: the pseudonym stored for a client, so the bounds still count the rows kept (src/booking/tokens.ts)', () => {
    expect(clientKey(secret, '203.0.113.7')).toBe(oldSign('booking-client', '203.0.113.7').slice(0, 22));
  });

  it('integrity: a local app-integrity token within its hour (src/integrity.ts, `v1.<issued at>.<random>`)', async () => {
    const issuedAt = 1_765_000_000_000;
    const payload = `v1.${issuedAt}.${randomBytes(12).toString('base64url')}`;
    const token = `${payload}.${oldSign('integrity', payload)}`;
    expect(await createLocalIntegrity(secret, () => issuedAt + 3_599_999).verify(token)).toBe(true);
    expect(await createLocalIntegrity(secret, () => issuedAt + 3_600_000).verify(token)).toBe(false);
    expect(await createLocalIntegrity(secret, () => issuedAt - 1).verify(token)).toBe(false);
  });

  it('newsletter-confirm: a confirmation link (src/newsletter.ts, payload `<id>\\n<lower-cased email>\\n<expires>`)', async () => {
    const token = `${id}.${expires}.${oldSign('newsletter-confirm', `${id}\nmarie@example.com\n${expires}`)}`;
    // The sign-up's row as the old code stored it, read by the check.
    const db: Queryable = {
      query: async <T>(_sql: string, params?: unknown[]) => (params?.[0] === id ? [{ email: 'Marie@Example.com ' } as T] : []),
    };
    expect(await checkConfirmationToken(db, secret, token, before)).toEqual({ ok: true, id });
    expect(await checkConfirmationToken(db, secret, token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
    expect(await checkConfirmationToken(db, 'another secret', token, before)).toEqual({ ok: false, reason: 'invalid' });
    expect(confirmationToken(secret, { id, email: 'marie@example.com', expiresAt })).toBe(token);
  });

  it('unsubscribe: the link of every mail (src/mail.ts, payload the lower-cased address)', () => {
    const token = oldSign('unsubscribe', 'marie@example.com');
    expect(isUnsubscribeToken(secret, 'Marie@Example.com', token)).toBe(true);
    expect(unsubscribeToken(secret, 'marie@example.com')).toBe(token);
  });
});
