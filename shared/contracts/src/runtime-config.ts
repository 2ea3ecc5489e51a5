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
}
