// Owns the local cloud's admin secret: what stands in for Google's and Shopify's owner credentials (rule-free Firestore access, the Admin API, order listing, completion).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MIN_ADMIN_TOKEN_LENGTH } from './limits';

/** The environment variable that carries the secret to every process that needs it (`npm start` sets one per run). */
export const ADMIN_TOKEN_VARIABLE = 'LOCAL_CLOUD_ADMIN_TOKEN';

// Words people type as a secret; Google's emulator takes "owner", which is exactly what must not open this server.
const GUESSABLE = new Set(['owner', 'admin', 'secret', 'password', 'token', 'changeme']);

export function generateAdminToken(): string {
  return randomBytes(32).toString('hex');
}

/** The admin secret: the one given, else the environment's, else a fresh random one; a short or guessable one is refused. */
export function resolveAdminToken(given: string | undefined, env: Record<string, string | undefined> = process.env): string {
  const token = given ?? env[ADMIN_TOKEN_VARIABLE] ?? generateAdminToken();
  if (token.length < MIN_ADMIN_TOKEN_LENGTH || GUESSABLE.has(token.toLowerCase()) || /^(.)\1*$/.test(token)) {
    throw new Error(
      `${ADMIN_TOKEN_VARIABLE} must be a random secret of at least ${MIN_ADMIN_TOKEN_LENGTH} characters ` +
        `(for example: node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"); leave it unset to get a random one per run.`,
    );
  }
  return token;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request carries `Authorization: Bearer <admin secret>`. */
export function isAdmin(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return sameSecret(header.slice('Bearer '.length).trim(), token);
}

/** Whether the request carries `X-Shopify-Access-Token: <admin secret>`, as the Admin API is called. */
export function hasAdminAccessToken(req: IncomingMessage, token: string): boolean {
  const header = req.headers['x-shopify-access-token'];
  return typeof header === 'string' && sameSecret(header, token);
}
