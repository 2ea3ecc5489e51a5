// Owns where each app of the storefront lives: its folder, its federation name and its local port. The remotes are the
// checkout's mfe-* folders that declare one (./remotes.ts).
import { containerOf, type RemoteName, type RuntimeConfig } from '@storefront/contracts';
import { discoverRemotes, readRemoteDeclaration, repositoryRoot, type RemoteDeclaration } from './remotes';
import { remotePort, sitePorts } from './ports';

export interface AppInfo {
  /** Workspace folder, relative to the repository root. */
  dir: string;
  /** Module Federation container name. */
  container: string;
  port: number;
}

/** A remote of this checkout: its name beside where it lives. */
export interface RemoteApp extends AppInfo {
  name: RemoteName;
}

const ports = sitePorts();

export const SHELL: AppInfo = { dir: 'shell', container: 'shell', port: ports.shell };

const appOf = (remote: RemoteDeclaration): RemoteApp => ({
  name: remote.name,
  dir: remote.dir,
  container: containerOf(remote.name),
  port: remotePort(remote),
});

/** The checkout's remotes as they are on disk now (a long-lived process asks again to see a folder added since it started). */
export const remoteApps = (): RemoteApp[] => discoverRemotes().map(appOf);

/** The checkout's remotes when this process started, by default port (catalogue, shop, checkout, forms, then the newer ones). */
export const REMOTES: readonly RemoteApp[] = remoteApps();

/** Their names, in the same order. */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((app) => app.name);

/** The remote of a name (with or without its folder's mfe- prefix), or of a folder; an error lists the ones there are. */
export function remoteApp(nameOrFolder: string | undefined): RemoteApp {
  const name = nameOrFolder?.replace(/\/+$/, '').replace(/^(\.\/)?mfe-/, '');
  const known = remoteApps().find((app) => app.name === name);
  if (known) return known;
  // A folder outside the checkout's root (a remote a team keeps elsewhere, or a test's): its own package.json says what it is.
  const declared = nameOrFolder?.includes('/') ? readRemoteDeclaration(nameOrFolder, repositoryRoot()) : null;
  if (declared) return appOf(declared);
  throw new Error(
    `Name a remote: ${remoteApps()
      .map((app) => app.name)
      .join(', ')}, or the folder of one (got ${String(nameOrFolder)})`,
  );
}

/** The remote whose folder holds a build config (an rsbuild.config.ts passes its import.meta.dirname). */
export function remoteAt(folder: string): RemoteApp {
  const declared = readRemoteDeclaration(folder, repositoryRoot());
  if (!declared) throw new Error(`${folder}/package.json declares no remote (its "storefront": { "remote", "port" })`);
  return appOf(declared);
}

export const SERVICE_PORTS = { api: ports.api, localCloud: ports.localCloud, payments: ports.payments, staff: ports.staff } as const;

/** The staff console's own origin on this machine (the store API's passkeys are bound to it). */
export const staffOrigin = () => `http://localhost:${sitePorts().staff}`;

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
    // The local Braintree stand-in, whose card frame stands in for Braintree's Hosted Fields (ADRs 0025, 0052).
    payments: { localProviderOrigin: `http://127.0.0.1:${payments}` },
    ...(process.env.STOREFRONT_SEED_DATE ? { today: process.env.STOREFRONT_SEED_DATE } : {}),
  };
}

/** The day the test suites fix the seed and the pages to (STOREFRONT_SEED_DATE), so their data and screenshots stay the same. */
export const TEST_SEED_DATE = '2026-11-25';
