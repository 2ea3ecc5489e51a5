// Owns bot protection behind one interface: a local verifier by default, Firebase App Check (reCAPTCHA Enterprise) in production.
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { readToken, sign, verify } from './signing';

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

/** `v1.<issued at, ms>.<16 random characters>.<signature of the three>`, the form the local verifier has always issued. */
const LOCAL_TOKEN = [/^v1$/, /^\d{1,15}$/, /^[\w-]{16}$/];

export function createLocalIntegrity(secret: string, now: () => number = Date.now): LocalIntegrity {
  return {
    issue() {
      const issuedAt = now();
      const payload = `v1.${issuedAt}.${randomBytes(12).toString('base64url')}`;
      return { token: `${payload}.${sign(secret, 'integrity', payload)}`, expiresAt: issuedAt + TOKEN_LIFETIME_MS };
    },
    async verify(token) {
      const read = readToken(token, LOCAL_TOKEN);
      const issuedAt = Number(read?.fields[1]);
      // A token from the future was not issued by this clock.
      if (!read || issuedAt > now()) return false;
      const payload = read.fields.join('.');
      return verify(secret, 'integrity', { payload, signature: read.signature, expiresAt: issuedAt + TOKEN_LIFETIME_MS }, now()).ok;
    },
  };
}

/** Where Firebase publishes the public keys that sign App Check tokens. */
export const FIREBASE_APP_CHECK_JWKS_URL = 'https://firebaseappcheck.googleapis.com/v1/jwks';

export interface AppCheckOptions {
  /** The Firebase project's number (not its id): tokens are issued by and for it. */
  projectNumber: string;
  /** Firebase's key set by default; a test's own key set in tests. */
  jwksUrl?: string;
  /** The web apps (App IDs) whose tokens are taken; any app of the project when empty. */
  appIds?: readonly string[];
  /** Why a token was refused, for the logs (the visitor is told only that the check failed). */
  onRefused?: (reason: string) => void;
}

/**
 * Firebase App Check in production, verified as Firebase documents it for a JWT library: an RS256 JWT of type JWT,
 * signed by a key of Firebase's key set (cached six hours, as Firebase asks), issued by
 * https://firebaseappcheck.googleapis.com/<projectNumber> for the audience projects/<projectNumber>, not expired,
 * and its subject an App ID of this project. The browser gets it from `getToken(appCheck)` (reCAPTCHA Enterprise).
 */
export function createAppCheckVerifier(options: AppCheckOptions): IntegrityVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl ?? FIREBASE_APP_CHECK_JWKS_URL), {
    cacheMaxAge: 6 * 60 * 60 * 1000,
  });
  const refuse = (reason: string) => {
    options.onRefused?.(reason);
    return false;
  };
  return {
    async verify(token) {
      if (!token) return refuse('no token');
      try {
        const { payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          typ: 'JWT',
          issuer: `https://firebaseappcheck.googleapis.com/${options.projectNumber}`,
          audience: `projects/${options.projectNumber}`,
          requiredClaims: ['exp', 'sub'],
        });
        if (options.appIds?.length && !options.appIds.includes(payload.sub ?? '')) return refuse(`app ${payload.sub} not allowed`);
        return true;
      } catch (error) {
        if (error instanceof errors.JOSEError) return refuse(`${error.code}: ${error.message}`);
        // The key set could not be read: the submission is refused, and the logs say it was not the visitor's fault.
        return refuse(`key set unavailable: ${(error as Error).message}`);
      }
    },
  };
}

/** The verifier the configuration asks for: App Check when a project number is set, else the local verifier, which also issues tokens. */
export function integrityFor(
  config: { secret: string; appCheck?: AppCheckOptions },
  log: Pick<Console, 'warn'> = console,
): { verifier: IntegrityVerifier; localIntegrity?: LocalIntegrity } {
  if (config.appCheck)
    return {
      verifier: createAppCheckVerifier({
        onRefused: (reason) => log.warn(`[api] app-integrity token refused: ${reason}`),
        ...config.appCheck,
      }),
    };
  const local = createLocalIntegrity(config.secret);
  return { verifier: local, localIntegrity: local };
}
