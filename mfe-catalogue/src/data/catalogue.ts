// Owns the remote's access to the catalogue: one client per runtime configuration, loaded when a loader first needs it.
import type { CatalogueClient } from '@storefront/catalogue-data';
import type { RuntimeConfig } from '@storefront/contracts';

let current: { key: string; client: Promise<CatalogueClient> } | null = null;

/** The firebase code is imported on first use, so the pages' own chunks stay small. */
export function catalogueClient(config: RuntimeConfig): Promise<CatalogueClient> {
  const key = JSON.stringify([config.firebase, config.emulator ?? null]);
  if (current?.key !== key) {
    current = {
      key,
      client: import('@storefront/catalogue-data').then(({ createCatalogueClient }) =>
        createCatalogueClient({ firebase: config.firebase, ...(config.emulator ? { emulator: config.emulator } : {}) }),
      ),
    };
  }
  return current.client;
}

/** Download addresses of stored paths, keyed by path (an unresolved path maps to ''). */
export async function resolvePaths(client: CatalogueClient, paths: readonly (string | undefined)[]): Promise<Record<string, string>> {
  const unique = [...new Set(paths.filter((path): path is string => Boolean(path)))];
  const urls = await Promise.all(unique.map((path) => client.resolveDownloadUrl(path)));
  return Object.fromEntries(unique.map((path, index) => [path, urls[index] ?? '']));
}
