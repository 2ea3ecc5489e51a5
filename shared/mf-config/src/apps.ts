// Owns where each app of the storefront lives: its folder, its federation name and its local port.
import type { RemoteName, RuntimeConfig } from '@storefront/contracts';

export interface AppInfo {
  /** Workspace folder, relative to the repository root. */
  dir: string;
  /** Module Federation container name. */
  container: string;
  port: number;
}

export const SHELL: AppInfo = { dir: 'shell', container: 'shell', port: 3000 };

export const REMOTE_APPS: Record<RemoteName, AppInfo> = {
  catalogue: { dir: 'mfe-catalogue', container: 'mfe_catalogue', port: 3001 },
  shop: { dir: 'mfe-shop', container: 'mfe_shop', port: 3002 },
  checkout: { dir: 'mfe-checkout', container: 'mfe_checkout', port: 3003 },
  forms: { dir: 'mfe-forms', container: 'mfe_forms', port: 3004 },
};

export const SERVICE_PORTS = { api: 3010, localCloud: 3020 } as const;

/** The runtime configuration of this machine's deployment: the local cloud and store API on their ports (nothing secret). */
export function localRuntimeConfig(): RuntimeConfig {
  const localCloudPort = Number(process.env.LOCAL_CLOUD_PORT ?? SERVICE_PORTS.localCloud);
  const apiPort = Number(process.env.API_PORT ?? SERVICE_PORTS.api);
  return {
    firebase: { apiKey: 'local-api-key', projectId: 'demo-storefront', storageBucket: 'demo-storefront.appspot.com' },
    emulator: { host: '127.0.0.1', port: localCloudPort },
    shopify: {
      domain: 'storefront.myshopify.com',
      storefrontAccessToken: 'local-storefront-token',
      apiOrigin: `http://127.0.0.1:${localCloudPort}`,
    },
    apiBaseUrl: `http://localhost:${apiPort}`,
    store: { phone: '450 555-0123', tollFreePhone: '1 800 555-0199' },
  };
}
