// Owns the store API's view of the catalogue (Firestore, through @storefront/catalogue-data, its only reader): the published
// model a quote's configuration names, in French for the staff, or an error when the catalogue cannot be read.
import {
  createCatalogueClient,
  findConfigurableModel,
  type CatalogueClientConfig,
  type ConfigurableModel,
  type LocalizedLoaders,
} from '@storefront/catalogue-data';
import { safeLog } from './redact';

export interface CatalogueModels {
  /** The published model with this handle, its titles in French; null when none is; rejects when the catalogue did not answer. */
  findModel(handle: string): Promise<ConfigurableModel | null>;
}

/** The catalogue could not be read: the quote is refused as a server error (try again), never as an unknown model. */
export class CatalogueUnavailableError extends Error {}

/** The catalogue's settings: its Firebase project's public web-app settings, and the local cloud's address where it stands in. */
export type CatalogueConfig = Omit<CatalogueClientConfig, 'log'>;

export function createCatalogueModels(config: CatalogueConfig): CatalogueModels {
  // The loaders log a failed read and answer an empty list (spec §8, for pages); here a model missing because a read failed
  // must not read as "unknown", so failures are counted and a lookup that saw one and found nothing rejects.
  let failures = 0;
  let french: LocalizedLoaders | null = null;
  // Made on the first quote with a configuration: an API that never prices one never opens a Firebase app.
  const loaders = () =>
    (french ??= createCatalogueClient({
      ...config,
      log: {
        error: (...args: unknown[]) => {
          failures += 1;
          safeLog.error(...args);
        },
      },
    }).forLanguage('fr'));
  return {
    async findModel(handle) {
      const before = failures;
      const found = await findConfigurableModel(loaders(), handle);
      if (!found && failures > before) throw new CatalogueUnavailableError('the catalogue could not be read');
      return found;
    },
  };
}
