// Owns the shape of the runtime configuration the shell serves to every remote (no secrets: all of it is public).
export interface RuntimeConfig {
  firebase: { apiKey: string; projectId: string; storageBucket: string; appId?: string };
  /** Present locally: the local cloud that speaks Firestore's and Storage's protocols. */
  emulator?: { host: string; port: number };
  shopify: { domain: string; storefrontAccessToken: string; apiOrigin?: string };
  /** Base address of the store API (forms, orders, payments). */
  apiBaseUrl: string;
  store: { phone: string; tollFreePhone: string };
}
