import { describe, expect, it } from 'vitest';
import { createAppCheckVerifier, createLocalIntegrity } from './integrity';

describe('app-integrity verifiers', () => {
  it('the local verifier accepts its own fresh tokens only', async () => {
    let now = 1_000_000;
    const integrity = createLocalIntegrity('secret', () => now);
    const { token, expiresAt } = integrity.issue();
    expect(expiresAt).toBe(now + 3_600_000);
    expect(await integrity.verify(token)).toBe(true);
    expect(await integrity.verify(undefined)).toBe(false);
    expect(await integrity.verify('')).toBe(false);
    expect(await integrity.verify(`${token.slice(0, -2)}xx`)).toBe(false);
    expect(await createLocalIntegrity('other secret', () => now).verify(token)).toBe(false);
    now += 3_600_001;
    expect(await integrity.verify(token)).toBe(false);
  });

  it('the App Check shape refuses what firebase-admin refuses', async () => {
    const verifier = createAppCheckVerifier(async (token) => {
      if (token !== 'good') throw new Error('invalid token');
      return { appId: 'web' };
    });
    expect(await verifier.verify('good')).toBe(true);
    expect(await verifier.verify('bad')).toBe(false);
    expect(await verifier.verify(undefined)).toBe(false);
  });
});
