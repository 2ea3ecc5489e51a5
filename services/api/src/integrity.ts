// Owns bot protection behind one interface: a local verifier by default, Firebase App Check (reCAPTCHA Enterprise) in production.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header the browser sends its app-integrity token in (Firebase App Check's own name). */
export const INTEGRITY_HEADER = 'x-firebase-appcheck';

export interface IntegrityVerifier {
  verify(token: string | undefined): Promise<boolean>;
}

/** A verifier that also issues tokens: the local stand-in for App Check, so the same browser code path runs everywhere. */
export interface LocalIntegrity extends IntegrityVerifier {
  issue(): { token: string; expiresAt: number };
}

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export function createLocalIntegrity(secret: string, now: () => number = Date.now): LocalIntegrity {
  const sign = (payload: string) => createHmac('sha256', `integrity:${secret}`).update(payload).digest('base64url');
  return {
    issue() {
      const issuedAt = now();
      const payload = `v1.${issuedAt}.${randomBytes(12).toString('base64url')}`;
      return { token: `${payload}.${sign(payload)}`, expiresAt: issuedAt + TOKEN_LIFETIME_MS };
    },
    async verify(token) {
      if (!token) return false;
      const cut = token.lastIndexOf('.');
      const payload = token.slice(0, cut);
      const signature = Buffer.from(token.slice(cut + 1));
      const expected = Buffer.from(sign(payload));
      if (cut < 0 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) return false;
      const issuedAt = Number(payload.split('.')[1]);
      return Number.isFinite(issuedAt) && now() - issuedAt < TOKEN_LIFETIME_MS && issuedAt <= now();
    },
  };
}

/**
 * Firebase App Check in production: give it firebase-admin's `getAppCheck().verifyToken`, which throws on a token
 * that is forged, expired or from another app. The browser gets its token from `getToken(appCheck)` with the
 * reCAPTCHA Enterprise provider and sends it in the same header.
 */
export function createAppCheckVerifier(verifyToken: (token: string) => Promise<unknown>): IntegrityVerifier {
  return {
    async verify(token) {
      if (!token) return false;
      try {
        await verifyToken(token);
        return true;
      } catch {
        return false;
      }
    },
  };
}
