// Owns reading the job list for the careers page, through the catalogue client (the only Firebase code, which the quote's
// configuration reads through too).
import { createCatalogueClient, type CatalogueClient } from '@storefront/catalogue-data';
import type { Job, RuntimeConfig } from '@storefront/contracts';

let client: { config: RuntimeConfig; client: CatalogueClient } | null = null;

/** One catalogue client per runtime configuration, for the jobs and the quote's configuration. */
export function catalogue(config: RuntimeConfig): CatalogueClient {
  if (client?.config !== config)
    client = { config, client: createCatalogueClient({ firebase: config.firebase, emulator: config.emulator }) };
  return client.client;
}

/** The jobs in their order; none when the catalogue cannot be read (spec §8: loaders log and continue). */
export async function loadJobs(config: RuntimeConfig): Promise<Job[]> {
  try {
    return [...(await catalogue(config).loadJobs())].sort((a, b) => a.order - b.order);
  } catch (error) {
    console.error('[forms] jobs did not load', error);
    return [];
  }
}
