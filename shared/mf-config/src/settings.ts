// Owns the rules every server of the site reads its settings by: production itself, secrets, whole numbers, https addresses
// off this machine, the seed clock, shared counts; each refusal one line that starts with the variable's name and says why.
import { BlockList, isIP } from 'node:net';

export type Env = Record<string, string | undefined>;

/** The one variable that says a server runs on this machine with local stand-ins (set by `npm start`, the tests' site, the cluster). */
export const LOCAL_STACK_VARIABLE = 'STOREFRONT_STACK';

/** Production is NODE_ENV=production, and nothing else set beside it lifts its checks. */
export const isProduction = (env: Env): boolean => env.NODE_ENV === 'production';

/** The local stack outside production only: in production it would stand in for payments, mail and App Check. */
export function localStackProblem(env: Env): string | null {
  return isProduction(env) && env[LOCAL_STACK_VARIABLE] === 'local'
    ? `${LOCAL_STACK_VARIABLE}=local is for this machine's stand-ins only (payments, commerce, mail): unset it in production.`
    : null;
}

/** A local stand-in (the local cloud, the Braintree stand-in) answers as the vendor with none of its checks: never in production. */
export function standInProblem(name: string, env: Env): string | null {
  return isProduction(env) ? `NODE_ENV=production: ${name} is a stand-in for this machine only and does not run in production.` : null;
}

/** The seed's fixed day moves the booking clock and the promotions: production runs on today. */
export function seedDateProblem(env: Env): string | null {
  return env.STOREFRONT_SEED_DATE
    ? 'STOREFRONT_SEED_DATE is set: bookings and promotions would count from a fixed day, not today; unset it in production.'
    : null;
}

export const MIN_SECRET_BYTES = 32;
/** 32 random bytes hold about 30 different values; fewer than this many is a pattern, not randomness. */
const MIN_DISTINCT_BYTES = 16;

/** The bytes a secret written in hex, base64 or base64url stands for; null when it is none of these. */
export function secretBytes(value: string): Buffer | null {
  const text = value.trim();
  if (/^(?:[0-9a-f]{2})+$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(text) || /^[A-Za-z0-9_-]+$/.test(text)) return Buffer.from(text, 'base64');
  return null;
}

/**
 * A secret that signs or opens something must be 32 random bytes (what `openssl rand -base64 32` prints): its decoded bytes
 * are counted, and bytes that repeat a pattern (one character over and over, a word) are refused.
 */
export function secretProblem(variable: string, value: string | undefined, whenMissing: string | null): string | null {
  if (!value) return whenMissing === null ? null : `${variable} is not set: ${whenMissing}`;
  const rule = `${variable} must be at least ${MIN_SECRET_BYTES} random bytes (base64 or hex, e.g. openssl rand -base64 32)`;
  const bytes = secretBytes(value);
  if (!bytes) return `${rule}: it is neither base64 nor hex.`;
  if (bytes.length < MIN_SECRET_BYTES) return `${rule}: it holds ${bytes.length}.`;
  const distinct = new Set(bytes).size;
  if (distinct < MIN_DISTINCT_BYTES) return `${rule}: its bytes repeat a pattern (${distinct} different values).`;
  return null;
}

/**
 * A secret the vendor issues rather than one we make (Shopify signs webhooks with the app's client secret, `shpss_` and 32 hex
 * digits, or with the store's notification key of 64 hex digits): the vendor's shapes are taken, anything else is held to
 * secretProblem's rule.
 */
export function shopifyWebhookSecretProblem(variable: string, value: string | undefined): string | null {
  if (!value) return null;
  if (/^shpss_[0-9a-f]{32}$/.test(value.trim())) return null;
  return secretProblem(variable, value, null);
}

/** A whole number read from the environment, with its default and the bounds production holds it to. */
export interface IntegerSetting {
  variable: string;
  fallback: number;
  min: number;
  /** The largest value production takes; outside production a larger one is taken (the suites lift the limits). */
  max: number;
}

export interface IntegerReading {
  /** The number, or the default when the variable is unset or unreadable (never NaN). */
  value: number;
  /** Not a whole number, or below the minimum (the default is used instead). */
  unreadable: string | null;
  /** Above the maximum production takes (the number is used outside production). */
  tooLarge: string | null;
}

/** Digits only: `abc`, `12px`, `1e9`, `1.5`, `-3` and `0x10` are not whole numbers, whatever Number() makes of them. */
export function readInteger(env: Env, setting: IntegerSetting): IntegerReading {
  const raw = env[setting.variable]?.trim();
  if (!raw) return { value: setting.fallback, unreadable: null, tooLarge: null };
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < setting.min)
    return {
      value: setting.fallback,
      unreadable: `${setting.variable} must be a whole number from ${setting.min} to ${setting.max}, not "${raw}"`,
      tooLarge: null,
    };
  return {
    value,
    unreadable: null,
    tooLarge: value > setting.max ? `${setting.variable}=${raw} is above ${setting.max}, the most production takes` : null,
  };
}

/** Production: every number that is unreadable or out of its bounds, one line each. */
export function integerProblems(env: Env, settings: readonly IntegerSetting[]): string[] {
  return settings.flatMap((setting) => {
    const { unreadable, tooLarge } = readInteger(env, setting);
    const line = unreadable ?? tooLarge;
    return line ? [`${line}.`] : [];
  });
}

/**
 * Outside production: an unreadable number says which default is used instead (never NaN, which would lift a limit). None in
 * production, which refuses it instead (integerProblems).
 */
export function integerWarnings(env: Env, settings: readonly IntegerSetting[]): string[] {
  if (isProduction(env)) return [];
  return settings.flatMap((setting) => {
    const { unreadable } = readInteger(env, setting);
    return unreadable ? [`${unreadable}: ${setting.fallback} is used.`] : [];
  });
}

const THIS_MACHINE = new BlockList();
THIS_MACHINE.addSubnet('127.0.0.0', 8, 'ipv4');
THIS_MACHINE.addAddress('0.0.0.0', 'ipv4');
THIS_MACHINE.addAddress('::1', 'ipv6');
THIS_MACHINE.addAddress('::', 'ipv6');

/** localhost (and its subdomains), 127.0.0.0/8, ::1, 0.0.0.0 and :: as a URL's hostname gives them (IPv6 in brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  return family !== 0 && THIS_MACHINE.check(host, family === 6 ? 'ipv6' : 'ipv4');
}

/** Why an address is not https off this machine (`not an address`, `http: not https:`, `this machine (…)`), or null. */
export function httpsAddressFault(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not an address';
  }
  if (url.protocol !== 'https:') return `${url.protocol} not https:`;
  return isLoopbackHost(url.hostname) ? `this machine (${url.hostname})` : null;
}

/**
 * An address production calls or names to others (a public URL, a vendor's endpoint): https, and not this machine, where
 * only a stand-in listens. `whenMissing` null: the variable may be unset.
 */
export function httpsAddressProblem(variable: string, value: string | undefined, whenMissing: string | null): string | null {
  if (!value) return whenMissing === null ? null : `${variable} is not set: ${whenMissing}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${variable} is not an address: "${value}".`;
  }
  if (url.protocol !== 'https:')
    return `${variable} must be an https address, not ${url.protocol}//: what it carries would cross the network in clear.`;
  if (isLoopbackHost(url.hostname))
    return `${variable} names this machine (${url.hostname}): in production only a stand-in would answer there.`;
  return null;
}

/**
 * Limits counted in Redis are shared by every copy; without it each copy counts alone and N copies allow N times the limit.
 * Production fails closed: REDIS_URL, unless the operator says exactly one copy runs.
 */
export function sharedCountsProblem(env: Env, singleCopyVariable: string): string | null {
  if (env.REDIS_URL) {
    return /^rediss?:\/\/[^/]/.test(env.REDIS_URL) ? null : `REDIS_URL must be a redis:// or rediss:// address, not "${env.REDIS_URL}".`;
  }
  return env[singleCopyVariable] === '1'
    ? null
    : `REDIS_URL is not set: each copy would count its limits alone; set it, or ${singleCopyVariable}=1 when exactly one copy runs.`;
}

/** Variables Google's SDKs read by themselves to talk to an emulator instead of the real service. */
export const EMULATOR_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
] as const;

export function emulatorProblems(env: Env): string[] {
  return EMULATOR_VARIABLES.filter((variable) => env[variable]).map(
    (variable) => `${variable} is set: Google's SDKs would talk to an emulator at ${env[variable]}, not to Google.`,
  );
}

/** What a server of the site tells everyServerProblems about itself. */
export interface ServerSettings {
  /** Every whole number it reads. */
  numbers: readonly IntegerSetting[];
  /** The variable by which the operator says exactly one copy runs, so its limits need no Redis. */
  singleCopyVariable: string;
}

/**
 * Production's refusals every server that counts limits and answers /metrics shares (the store API, the shell), before its
 * own: the local stack, a weak METRICS_TOKEN, limits counted per copy or unreadable, an emulator, a fixed day.
 */
export function everyServerProblems(env: Env, server: ServerSettings): string[] {
  return [
    localStackProblem(env),
    secretProblem('METRICS_TOKEN', env.METRICS_TOKEN, '/metrics would answer this machine only, and Prometheus scrapes from another.'),
    sharedCountsProblem(env, server.singleCopyVariable),
    ...integerProblems(env, server.numbers),
    ...emulatorProblems(env),
    seedDateProblem(env),
  ].filter((problem): problem is string => problem !== null);
}
