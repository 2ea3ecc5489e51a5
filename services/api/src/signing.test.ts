import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignature, readToken, sameText, sign, unixSeconds, UNIX_SECONDS, UUID, verify } from './signing';

const id = '6f1c2b0e-9a4d-4c3b-8e2f-1a2b3c4d5e6f';

describe('one signing module', () => {
  it('keys each purpose with its name and the secret, HMAC-SHA256 in base64url', () => {
    expect(sign('s', 'order', 'x')).toBe(createHmac('sha256', 'order:s').update('x').digest('base64url'));
    expect(sign('s', 'order', 'x')).toMatch(/^[\w-]{43}$/);
    // A signature made for one purpose, or with another secret, is worth nothing for another.
    expect(isSignature('s', 'order', 'x', sign('s', 'order', 'x'))).toBe(true);
    expect(isSignature('s', 'booking', 'x', sign('s', 'order', 'x'))).toBe(false);
    expect(isSignature('t', 'order', 'x', sign('s', 'order', 'x'))).toBe(false);
    expect(isSignature('s', 'order', 'y', sign('s', 'order', 'x'))).toBe(false);
    expect(isSignature('s', 'order', 'x', undefined)).toBe(false);
    expect(isSignature('s', 'order', 'x', sign('s', 'order', 'x').slice(0, -1))).toBe(false);
  });

  it('says why a token is refused: a forged one as forged whatever its date, a genuine one past its expiry as expired', () => {
    const signature = sign('s', 'newsletter-confirm', 'p');
    expect(verify('s', 'newsletter-confirm', { payload: 'p', signature, expiresAt: 2000 }, 1999)).toEqual({ ok: true });
    expect(verify('s', 'newsletter-confirm', { payload: 'p', signature, expiresAt: 2000 }, 2000)).toEqual({ ok: false, reason: 'expired' });
    expect(verify('s', 'newsletter-confirm', { payload: 'p', signature }, Number.MAX_SAFE_INTEGER)).toEqual({ ok: true });
    expect(verify('s', 'newsletter-confirm', { payload: 'q', signature, expiresAt: 0 }, 1)).toEqual({ ok: false, reason: 'badSignature' });
  });

  it('reads a token by the form of each part, and refuses anything else as malformed', () => {
    const signature = sign('s', 'booking-waitlist', 'p');
    expect(readToken(`${id}.1700000000.${signature}`, [UUID, UNIX_SECONDS])).toEqual({ fields: [id, '1700000000'], signature });
    for (const malformed of [
      undefined,
      42,
      '',
      `${id}.${signature}`,
      `${id}.1700000000.${signature}.x`,
      `${id}.17e8.${signature}`,
      `${id.toUpperCase()}.1700000000.${signature}`,
      `${id}.1700000000.${signature.slice(1)}`,
      `${id}.1700000000.${signature.slice(0, -1)}=`,
      `${id}.1700000000.${signature}${'A'.repeat(600)}`,
    ])
      expect(readToken(malformed, [UUID, UNIX_SECONDS]), String(malformed)).toBeNull();
    // Longer than any token we make, refused before it is split, whatever its fields allow.
    expect(readToken(`${'a'.repeat(400)}.${signature}`, [/^\w+$/])).not.toBeNull();
    expect(readToken(`${'a'.repeat(500)}.${signature}`, [/^\w+$/])).toBeNull();
  });

  it('compares texts whole, and carries expiries in whole Unix seconds', () => {
    expect(sameText('abc', 'abc')).toBe(true);
    expect(sameText('abc', 'abd')).toBe(false);
    expect(sameText('abc', 'abcd')).toBe(false);
    expect(sameText('', '')).toBe(true);
    expect(unixSeconds(new Date(1_700_000_000_999))).toBe(1_700_000_000);
  });
});
