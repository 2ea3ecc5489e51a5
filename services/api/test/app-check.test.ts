// Runs the store API with the Firebase App Check verifier against a local key set: what production runs, minus Google.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCheckVerifier } from '../src/integrity';
import { PROJECT_NUMBER, startAppCheckKeys } from './app-check-keys';
import { multipart, person, testApi } from './helpers';

let keys: Awaited<ReturnType<typeof startAppCheckKeys>>;
beforeAll(async () => {
  keys = await startAppCheckKeys();
});
afterAll(async () => keys.close());

describe('the store API behind Firebase App Check', () => {
  it('takes a submission with a valid App Check token, refuses the rest with a clear 401 and stores nothing of them', async () => {
    const t = await testApi({}, undefined, createAppCheckVerifier({ projectNumber: PROJECT_NUMBER, jwksUrl: keys.jwksUrl }));
    try {
      const post = async (token: string | undefined, lang = 'fr') => {
        const body = await multipart({ ...person, callbackPeriod: 'morning' });
        return t.app.inject({
          method: 'POST',
          url: `/forms/video-conference?lang=${lang}`,
          payload: body.payload,
          headers: { ...body.headers, ...(token === undefined ? {} : { 'x-firebase-appcheck': token }) },
        });
      };
      const refusals = {
        missing: undefined,
        expired: await keys.token({ expiresIn: -1 }),
        'wrong audience': await keys.token({ audience: ['projects/1'] }),
        'wrong issuer': await keys.token({ issuer: 'https://firebaseappcheck.googleapis.com/1' }),
        'wrong key': await keys.token({}, 'stranger'),
      };
      for (const [name, token] of Object.entries(refusals)) {
        const response = await post(token);
        expect([response.statusCode, response.json()], name).toEqual([
          401,
          { statusCode: 401, error: 'integrity', message: 'La vérification de sécurité a échoué. Rechargez la page et réessayez.' },
        ]);
      }
      expect((await post(undefined, 'en')).json<{ message: string }>().message).toBe(
        'The security check failed. Reload the page and try again.',
      );
      expect(await t.count('submissions')).toBe(0);
      // The local issuer is not served: tokens come from App Check only.
      expect((await t.app.inject({ method: 'GET', url: '/integrity/token' })).statusCode).toBe(404);

      const accepted = await post(await keys.token());
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(await t.count('submissions')).toBe(1);

      const order = await t.app.inject({
        method: 'POST',
        url: '/orders?lang=fr',
        payload: {},
        headers: { 'idempotency-key': 'app-check-test-key-1234', 'x-firebase-appcheck': await keys.token({ expiresIn: -1 }) },
      });
      expect([order.statusCode, order.json<{ error: string }>().error]).toEqual([401, 'integrity']);
    } finally {
      await t.close();
    }
  });
});
