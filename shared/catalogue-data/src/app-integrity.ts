// Owns the browser's app-integrity token for the store API: Firebase App Check with reCAPTCHA Enterprise when the runtime config names a site key, the API's local issuer otherwise.
import type { Locale, RuntimeConfig } from '@storefront/contracts';

/** The header the store API reads the token from (Firebase App Check's own name). */
export const INTEGRITY_HEADER = 'X-Firebase-AppCheck';

/** Bot protection behind one interface (spec §5): a token to send with every submission. */
export interface AppIntegrity {
  getToken(): Promise<string>;
}

/** No token could be had: the store API unreachable (status 0) or refusing (its status), or App Check failing. */
export class IntegrityUnavailable extends Error {
  constructor(
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(`No app-integrity token (${status})`, options);
  }
}

/** Spec §5: the reCAPTCHA badge is hidden, which Google allows when every page that asks for a token shows its disclaimer. */
export const RECAPTCHA_BADGE_STYLE = '.grecaptcha-badge { visibility: hidden !important; }';

/** Google's own wording for a hidden badge, with its two links; the spec gives none. */
const DISCLAIMER: Record<Locale, { text: string; privacy: string; terms: string; hl: string }> = {
  fr: {
    text: 'Ce site est protégé par reCAPTCHA, et les {privacy} et les {terms} de Google s’appliquent.',
    privacy: 'règles de confidentialité',
    terms: 'conditions d’utilisation',
    hl: 'fr',
  },
  en: {
    text: 'This site is protected by reCAPTCHA and the Google {privacy} and {terms} apply.',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    hl: 'en',
  },
};

/** The disclaimer shown beside every form and the payment, as text and links to render. */
export function recaptchaDisclaimer(locale: Locale): { text: string; href?: string }[] {
  const words = DISCLAIMER[locale];
  return words.text.split(/(\{privacy\}|\{terms\})/).flatMap((part) => {
    if (part === '{privacy}') return [{ text: words.privacy, href: `https://policies.google.com/privacy?hl=${words.hl}` }];
    if (part === '{terms}') return [{ text: words.terms, href: `https://policies.google.com/terms?hl=${words.hl}` }];
    return part ? [{ text: part }] : [];
  });
}

const APP_NAME = 'storefront-app-check';
/** Tokens are reused until this long before they expire. */
const MARGIN_MS = 60_000;

function localIntegrity(config: RuntimeConfig): AppIntegrity {
  let cached: { token: string; expiresAt: number } | null = null;
  return {
    async getToken() {
      if (cached && cached.expiresAt - MARGIN_MS > Date.now()) return cached.token;
      const response = await fetch(new URL('/integrity/token', config.apiBaseUrl), { credentials: 'omit', cache: 'no-store' }).catch(
        (error: unknown) => {
          throw new IntegrityUnavailable(0, { cause: error });
        },
      );
      if (!response.ok) throw new IntegrityUnavailable(response.status);
      cached = (await response.json()) as { token: string; expiresAt: number };
      return cached.token;
    },
  };
}

function appCheckIntegrity(config: RuntimeConfig, siteKey: string): AppIntegrity {
  // Loaded on first use only: pages without a form or a payment never download the SDK or reCAPTCHA.
  let started: Promise<() => Promise<string>> | null = null;
  const start = async () => {
    const [{ getApps, initializeApp }, { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider }] = await Promise.all([
      import('firebase/app'),
      import('firebase/app-check'),
    ]);
    const { apiKey, projectId, appId } = config.firebase;
    if (!appId) throw new Error('Firebase App Check needs firebase.appId in the runtime configuration');
    const app = getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp({ apiKey, projectId, appId }, APP_NAME);
    const style = document.createElement('style');
    style.textContent = RECAPTCHA_BADGE_STYLE;
    document.head.append(style);
    // Tokens refresh by themselves before they expire (spec §6).
    const appCheck = initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
    return async () => (await getToken(appCheck)).token;
  };
  return {
    async getToken() {
      started ??= start();
      try {
        return await (
          await started
        )();
      } catch (error) {
        // A failed start (the script blocked, a network error) is tried again on the next submission.
        started = null;
        throw new IntegrityUnavailable(0, { cause: error });
      }
    },
  };
}

const GLOBAL_KEY = Symbol.for('storefront.appIntegrity');
type WithIntegrity = typeof globalThis & { [GLOBAL_KEY]?: AppIntegrity };

/**
 * The page's one integrity provider, made on first call in the browser (in a handler, never while rendering). Kept on
 * the page rather than in this module, since the forms and checkout remotes each bundle their own copy of it.
 */
export function appIntegrity(config: RuntimeConfig): AppIntegrity {
  const page = globalThis as WithIntegrity;
  const siteKey = config.appCheck?.recaptchaEnterpriseSiteKey;
  return (page[GLOBAL_KEY] ??= siteKey ? appCheckIntegrity(config, siteKey) : localIntegrity(config));
}
