import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID, PROJECT_NUMBER, startAppCheckKeys } from '../test/app-check-keys';
import { readApiConfig } from './config';
import { createAppCheckVerifier, createLocalIntegrity, integrityFor } from './integrity';

describe('the local verifier', () => {
  it('accepts its own fresh tokens only', async () => {
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
});

describe('the Firebase App Check verifier, against a key set served over HTTP', () => {
  let keys: Awaited<ReturnType<typeof startAppCheckKeys>>;
  const refused: string[] = [];
  beforeAll(async () => {
    keys = await startAppCheckKeys();
  });
  afterAll(async () => keys.close());
  const verifier = (appIds: string[] = []) =>
    createAppCheckVerifier({ projectNumber: PROJECT_NUMBER, jwksUrl: keys.jwksUrl, appIds, onRefused: (reason) => refused.push(reason) });

  it('accepts a token signed by a key of the set, for this project, not expired; reads the set once', async () => {
    const check = verifier();
    expect(await check.verify(await keys.token())).toBe(true);
    expect(await check.verify(await keys.token())).toBe(true);
    expect(keys.requests()).toBe(1);
    expect(await verifier([APP_ID]).verify(await keys.token())).toBe(true);
  });

  it('refuses a missing, expired, misaddressed, foreign, forged or malformed token, and says why in the logs', async () => {
    const check = verifier(['1:123456789012:web:only-this-one']);
    const cases: [string, string | undefined, RegExp][] = [
      ['missing', undefined, /no token/],
      ['empty', '', /no token/],
      ['expired', await keys.token({ expiresIn: -10 }), /ERR_JWT_EXPIRED/],
      ['wrong audience', await keys.token({ audience: ['projects/999'] }), /ERR_JWT_CLAIM_VALIDATION_FAILED.*aud/],
      ['wrong issuer', await keys.token({ issuer: 'https://firebaseappcheck.googleapis.com/999' }), /ERR_JWT_CLAIM_VALIDATION_FAILED.*iss/],
      ['wrong key', await keys.token({}, 'stranger'), /ERR_JWS_SIGNATURE_VERIFICATION_FAILED/],
      ['unknown key id', await keys.token({ kid: 'key-2' }), /ERR_JWKS_NO_MATCHING_KEY/],
      ['wrong type', await keys.token({ typ: 'at+jwt' }), /ERR_JWT_CLAIM_VALIDATION_FAILED.*typ/],
      ['another app', await keys.token(), /app 1:123456789012:web:abc123 not allowed/],
      ['not a JWT', 'v1.123.abc.def', /ERR_JWS_INVALID|ERR_JWT_INVALID/],
    ];
    for (const [name, token, reason] of cases) {
      refused.length = 0;
      expect(await check.verify(token), name).toBe(false);
      expect(refused.join(), name).toMatch(reason);
    }
  });

  it('refuses an unsigned token (alg none) and one signed with a shared secret (HS256)', async () => {
    const [header, payload] = (await keys.token()).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const hs256 = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'key-1' })).toString('base64url')}.${payload}.${header}`;
    expect(await verifier().verify(none)).toBe(false);
    expect(await verifier().verify(hs256)).toBe(false);
  });

  it('refuses everything while the key set cannot be read', async () => {
    refused.length = 0;
    const check = createAppCheckVerifier({
      projectNumber: PROJECT_NUMBER,
      jwksUrl: 'http://127.0.0.1:9/v1/jwks',
      onRefused: (reason) => refused.push(reason),
    });
    expect(await check.verify(await keys.token())).toBe(false);
    expect(refused.join()).toMatch(/key set unavailable|ERR_JWKS/);
  });
});

describe('the verifier the configuration picks', () => {
  it('reads App Check settings from the environment, and none without a project number', () => {
    const env = { API_SECRET: 's', API_DATA_DIR: '/tmp/storefront-api-config-test' };
    expect(readApiConfig(3010, env).appCheck).toBeUndefined();
    expect(
      readApiConfig(3010, { ...env, APP_CHECK_PROJECT_NUMBER: PROJECT_NUMBER, APP_CHECK_APP_IDS: ` ${APP_ID}, 1:2:web:3 ` }).appCheck,
    ).toEqual({
      projectNumber: PROJECT_NUMBER,
      appIds: [APP_ID, '1:2:web:3'],
    });
    expect(
      readApiConfig(3010, { ...env, APP_CHECK_PROJECT_NUMBER: '1', APP_CHECK_JWKS_URL: 'http://127.0.0.1:1/jwks' }).appCheck?.jwksUrl,
    ).toBe('http://127.0.0.1:1/jwks');
  });

  it('App Check when a project number is set (no local issuer), the local verifier otherwise', async () => {
    const local = integrityFor({ secret: 's' });
    expect(local.localIntegrity).toBeDefined();
    expect(await local.verifier.verify(local.localIntegrity!.issue().token)).toBe(true);
    const production = integrityFor(
      { secret: 's', appCheck: { projectNumber: PROJECT_NUMBER, jwksUrl: 'http://127.0.0.1:9/v1/jwks' } },
      { warn: () => undefined },
    );
    expect(production.localIntegrity).toBeUndefined();
    expect(await production.verifier.verify(local.localIntegrity!.issue().token)).toBe(false);
  });
});
