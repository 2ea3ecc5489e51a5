// Owns what the shell's server refuses in production (NODE_ENV=production), one line per setting naming its variable, and
// the whole numbers it reads strictly everywhere (outside production an unreadable one is its default, with a warning).
import type { RuntimeConfig } from '@storefront/contracts';
import { DEFAULT_LOADER_CACHE_TIMES } from '@storefront/catalogue-data';
import { parseProxyTrust, proxyTrustProblem } from '@storefront/mf-config/proxy-trust';
import {
  everyServerProblems,
  httpsAddressFault,
  httpsAddressProblem,
  integerWarnings,
  isProduction,
  readInteger,
  secretProblem,
  shopifyWebhookSecretProblem,
  type Env,
  type IntegerSetting,
} from '@storefront/mf-config/settings';
import { DEFAULT_HTML_CACHE_BYTES } from '../caches/htmlCache';
import { DEFAULT_MEDIA_MAX_BYTES } from '../media/mediaRelay';
import { DEFAULT_POINTER_MAX_AGE_MS } from '../pointer/pointer';
import { RATE_LIMIT_NUMBERS } from '../edge/rateLimit';
import { RUNTIME_CONFIG_VARIABLE } from './runtimeConfig';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Every whole number the shell's server reads: its default, and the bounds production holds it to. */
export const SHELL_NUMBERS = {
  ...RATE_LIMIT_NUMBERS,
  pointerMaxAgeMs: { variable: 'STOREFRONT_POINTER_MAX_AGE_MS', fallback: DEFAULT_POINTER_MAX_AGE_MS, min: 0, max: 10 * MINUTE_MS },
  htmlFreshMs: { variable: 'STOREFRONT_HTML_FRESH_MS', fallback: 30_000, min: 1, max: DAY_MS },
  htmlCacheBytes: { variable: 'STOREFRONT_HTML_CACHE_BYTES', fallback: DEFAULT_HTML_CACHE_BYTES, min: 1, max: 4 * 1024 ** 3 },
  ssrBudgetMs: { variable: 'STOREFRONT_SSR_BUDGET_MS', fallback: 1_500, min: 1, max: MINUTE_MS },
  // The renderer's own STREAM_AFTER_MS (shell/src/ssr/runLoaders.ts) when unset.
  streamAfterMs: { variable: 'STOREFRONT_SSR_STREAM_AFTER_MS', fallback: 500, min: 0, max: MINUTE_MS },
  mediaMaxBytes: { variable: 'STOREFRONT_MEDIA_MAX_BYTES', fallback: DEFAULT_MEDIA_MAX_BYTES, min: 1, max: 1024 ** 3 },
  catalogueTtlMs: { variable: 'STOREFRONT_CATALOGUE_TTL_MS', fallback: DEFAULT_LOADER_CACHE_TIMES.ttlMs, min: 1, max: DAY_MS },
  catalogueStaleMs: { variable: 'STOREFRONT_CATALOGUE_STALE_MS', fallback: DEFAULT_LOADER_CACHE_TIMES.staleMs, min: 1, max: DAY_MS },
} as const satisfies Record<string, IntegerSetting>;

export type ShellNumbers = Record<keyof typeof SHELL_NUMBERS, number>;

/** The numbers as the server uses them: each read strictly, its default when unset or unreadable (never NaN). */
export function shellNumbers(env: Env): ShellNumbers {
  return Object.fromEntries(
    Object.entries(SHELL_NUMBERS).map(([name, setting]) => [name, readInteger(env, setting).value]),
  ) as ShellNumbers;
}

/** Outside production, what was unreadable and which default is used instead (said once at start). */
export const settingWarnings = (env: Env): string[] => integerWarnings(env, Object.values(SHELL_NUMBERS));

/** The variable by which the operator says exactly one copy runs, so its limits need no Redis. */
export const SINGLE_COPY_VARIABLE = 'SHELL_SINGLE_COPY';

/**
 * What the browser is given must be the deployment's: Firestore and Cloud Storage (no emulator), Shopify and the store API
 * over https off this machine, Braintree's own Hosted Fields (no local provider), App Check, and today's date.
 */
export function runtimeConfigProblem(env: Env, config: RuntimeConfig): string | null {
  const path = env[RUNTIME_CONFIG_VARIABLE];
  if (!path) return `${RUNTIME_CONFIG_VARIABLE} is not set: pages would send browsers to this machine's local cloud and stand-ins.`;
  const wrong = [
    config.emulator ? `an emulator at ${config.emulator.host}:${config.emulator.port} (the local cloud)` : null,
    config.payments ? `the local payment provider (${config.payments.localProviderOrigin})` : null,
    config.today ? `a fixed day (${config.today})` : null,
    config.appCheck && config.firebase.appId ? null : 'no App Check (appCheck.recaptchaEnterpriseSiteKey and firebase.appId)',
    ...(
      [
        ['apiBaseUrl', config.apiBaseUrl],
        ['shopify.apiOrigin', config.shopify.apiOrigin],
      ] as const
    ).map(([field, address]) => {
      const fault = address === undefined ? null : httpsAddressFault(address);
      return fault && `${field} ${address} (${fault})`;
    }),
  ].filter((problem): problem is string => problem !== null);
  return wrong.length ? `${RUNTIME_CONFIG_VARIABLE} (${path}) is not production's: ${wrong.join('; ')}.` : null;
}

/**
 * Production fails closed, as the store API does: a rule that believes any client's address, a release pointer or canonical
 * origin on this machine or over http, a weak secret, limits counted per copy or unreadable, a fixed clock or a stand-in in
 * what the browser is told. STOREFRONT_STACK=local lifts nothing: in production it is itself a problem.
 */
export function productionProblems(env: Env, config: RuntimeConfig): string[] {
  if (!isProduction(env)) return [];
  const problems = [
    ...everyServerProblems(env, { numbers: Object.values(SHELL_NUMBERS), singleCopyVariable: SINGLE_COPY_VARIABLE }),
    proxyTrustProblem(parseProxyTrust(env.SHELL_TRUST_PROXY), 'SHELL_TRUST_PROXY'),
    httpsAddressProblem('STOREFRONT_SITE_ORIGIN', env.STOREFRONT_SITE_ORIGIN, 'canonical links and the sitemap would name this machine.'),
    // The pointer names the remotes' code this server runs: it comes from the CDN origin, a real host, over https only.
    httpsAddressProblem(
      'STOREFRONT_POINTER_URL',
      env.STOREFRONT_POINTER_URL,
      'each copy would read the release pointer from its own disk.',
    ),
    shopifyWebhookSecretProblem('SHOPIFY_WEBHOOK_SECRET', env.SHOPIFY_WEBHOOK_SECRET),
    secretProblem('STOREFRONT_PURGE_TOKEN', env.STOREFRONT_PURGE_TOKEN, null),
    runtimeConfigProblem(env, config),
  ];
  return problems.filter((problem): problem is string => problem !== null);
}
