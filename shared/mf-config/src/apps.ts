// Owns where each app of the storefront lives: its folder, its federation name and its local port.
import type { KnownRemoteName, RuntimeConfig } from '@storefront/contracts';
import { sitePorts } from './ports';

export interface AppInfo {
  /** Workspace folder, relative to the repository root. */
  dir: string;
  /** Module Federation container name. */
  container: string;
  port: number;
}

const ports = sitePorts();

export const SHELL: AppInfo = { dir: 'shell', container: 'shell', port: ports.shell };

export const REMOTE_APPS: Record<KnownRemoteName, AppInfo> = {
  catalogue: { dir: 'mfe-catalogue', container: 'mfe_catalogue', port: ports.catalogue },
  shop: { dir: 'mfe-shop', container: 'mfe_shop', port: ports.shop },
  checkout: { dir: 'mfe-checkout', container: 'mfe_checkout', port: ports.checkout },
  forms: { dir: 'mfe-forms', container: 'mfe_forms', port: ports.forms },
  water: { dir: 'mfe-water', container: 'mfe_water', port: ports.water },
};

export const SERVICE_PORTS = { api: ports.api, localCloud: ports.localCloud, payments: ports.payments } as const;

/** The shell's own origin on this machine (remotes' dev servers allow it; tests visit it). */
export const shellOrigin = () => `http://localhost:${SHELL.port}`;

/** The runtime configuration of this machine's deployment: the local cloud and store API on their ports (nothing secret). */
export function localRuntimeConfig(): RuntimeConfig {
  const { localCloud, api, payments } = sitePorts();
  return {
    firebase: { apiKey: 'local-api-key', projectId: 'demo-storefront', storageBucket: 'demo-storefront.appspot.com' },
    emulator: { host: '127.0.0.1', port: localCloud },
    shopify: {
      domain: 'storefront.myshopify.com',
      storefrontAccessToken: 'local-storefront-token',
      apiOrigin: `http://127.0.0.1:${localCloud}`,
    },
    apiBaseUrl: `http://localhost:${api}`,
    store: { phone: '450 555-0123', tollFreePhone: '1 800 555-0199' },
    // The local Braintree stand-in, whose card frame stands in for Drop-in's (ADR 0025).
    payments: { localProviderOrigin: `http://127.0.0.1:${payments}` },
    ...(process.env.STOREFRONT_SEED_DATE ? { today: process.env.STOREFRONT_SEED_DATE } : {}),
  };
}

/** The day the test suites fix the seed and the pages to (STOREFRONT_SEED_DATE), so their data and screenshots stay the same. */
export const TEST_SEED_DATE = '2026-11-25';
