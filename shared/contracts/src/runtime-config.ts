// Owns the shape of the runtime configuration the shell serves to every remote (no secrets: all of it is public).
export interface RuntimeConfig {
  firebase: { apiKey: string; projectId: string; storageBucket: string; appId?: string };
  /** Present locally: the local cloud that speaks Firestore's and Storage's protocols. */
  emulator?: { host: string; port: number };
  shopify: { domain: string; storefrontAccessToken: string; apiOrigin?: string };
  /** Base address of the store API (forms, orders, payments). */
  apiBaseUrl: string;
  store: { phone: string; tollFreePhone: string };
  /**
   * Production: Firebase App Check with reCAPTCHA Enterprise (spec §5, §6) vouches for the browser to the store API, and
   * `firebase.appId` must be set. Absent (locally), the store API issues its own tokens.
   */
  appCheck?: { recaptchaEnterpriseSiteKey: string };
  /**
   * The file store's images are served from the site's own origin: its server relays `/v0/b/…` to the file store, so a
   * page's images come over the connection the page came on (no new connection before the main image). Set by the
   * shell's server, which relays; absent (a remote's harness), images come from the file store's own address.
   */
  siteMedia?: boolean;
  /**
   * The day dated content (promotions) is shown for, as YYYY-MM-DD; set locally from STOREFRONT_SEED_DATE, the day the
   * seed was written for, so pages and data agree in tests and screenshots. Absent in production: pages use the real date.
   */
  today?: string;
  /**
   * Present locally: the local payment provider (the Braintree stand-in) whose card frame the checkout may embed; its
   * client tokens name this origin. Absent in production: the card fields are Braintree's Hosted Fields (braintree-web),
   * from Braintree's own domains.
   */
  payments?: { localProviderOrigin: string };
}

/** The file store's origin: the local cloud's, or Cloud Storage's. */
export function fileStoreOrigin(config: Pick<RuntimeConfig, 'emulator'>): string {
  return config.emulator ? `http://${config.emulator.host}:${config.emulator.port}` : 'https://firebasestorage.googleapis.com';
}

/** A file store address as the page writes it: on the site's own origin (`/v0/b/…`) when the site relays media, else unchanged. */
export function siteMediaUrl(src: string, config: Pick<RuntimeConfig, 'emulator' | 'siteMedia'> | null | undefined): string {
  if (!config?.siteMedia) return src;
  const prefix = `${fileStoreOrigin(config)}/v0/b/`;
  return src.startsWith(prefix) ? src.slice(prefix.length - '/v0/b/'.length) : src;
}
