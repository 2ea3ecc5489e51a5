// Stands in for Firebase's App Check key set in tests: a locally generated RSA key, its JWKS on a local HTTP server, and tokens signed as Firebase signs them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export const PROJECT_NUMBER = '123456789012';
export const APP_ID = '1:123456789012:web:abc123';

export interface TokenClaims {
  issuer?: string;
  audience?: string[];
  subject?: string;
  /** Seconds from now; negative for a token already expired. */
  expiresIn?: number;
  alg?: 'RS256';
  typ?: string;
  kid?: string;
}

export async function startAppCheckKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  let served = 0;
  const server = createServer((request, response) => {
    served += 1;
    if (request.url !== '/v1/jwks') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A token as Firebase issues it, with any claim changed; `key: 'stranger'` signs it with a key not in the set. */
  async function token(claims: TokenClaims = {}, key: 'firebase' | 'stranger' = 'firebase'): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const signer: CryptoKey = key === 'firebase' ? privateKey : stranger.privateKey;
    return new SignJWT({})
      .setProtectedHeader({ alg: claims.alg ?? 'RS256', typ: claims.typ ?? 'JWT', kid: claims.kid ?? 'key-1' })
      .setIssuer(claims.issuer ?? `https://firebaseappcheck.googleapis.com/${PROJECT_NUMBER}`)
      .setAudience(claims.audience ?? [`projects/${PROJECT_NUMBER}`, 'projects/demo-storefront'])
      .setSubject(claims.subject ?? APP_ID)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (claims.expiresIn ?? 3600))
      .sign(signer);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/v1/jwks`,
    token,
    requests: () => served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
