// Owns the fixed names and default locations of the local cloud (project, bucket, port, data folder).
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const PROJECT_ID = 'demo-storefront';
export const STORAGE_BUCKET = 'demo-storefront.appspot.com';
/** The private bucket served through the Cloud Storage JSON API (the store API's attachments), kept on disk across restarts. */
export const PRIVATE_BUCKET = 'demo-storefront-private';
export const DEFAULT_PORT = 3020;
export const DEFAULT_HOST = '127.0.0.1';

/** Root of the monorepo (services/local-cloud/src → ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function defaultDataDir(): string {
  return process.env.LOCAL_CLOUD_DATA_DIR ?? path.join(REPO_ROOT, '.var', 'local-cloud');
}

export function defaultPort(): number {
  const fromEnv = Number(process.env.LOCAL_CLOUD_PORT);
  if (process.env.LOCAL_CLOUD_PORT && Number.isInteger(fromEnv) && fromEnv >= 0) return fromEnv;
  // The same offset that moves every port of the site (shared/mf-config's ports).
  const offset = Number(process.env.STOREFRONT_PORT_OFFSET ?? 0);
  return DEFAULT_PORT + (Number.isInteger(offset) && offset > 0 ? offset : 0);
}
