// Owns which runtime configuration the shell's server gives its loaders and the browser: the deployment's own, from the JSON
// file STOREFRONT_RUNTIME_CONFIG names (Firebase, Shopify, the store API, App Check), else this machine's local cloud and stand-ins.
import { readFileSync } from 'node:fs';
import type { RuntimeConfig } from '@storefront/contracts';
import { localRuntimeConfig } from './config';

export const RUNTIME_CONFIG_VARIABLE = 'STOREFRONT_RUNTIME_CONFIG';

/** The fields a page cannot do without, as `section.field`: each must be a non-empty string. */
const REQUIRED = [
  'firebase.apiKey',
  'firebase.projectId',
  'firebase.storageBucket',
  'shopify.domain',
  'shopify.storefrontAccessToken',
  'apiBaseUrl',
  'store.phone',
  'store.tollFreePhone',
] as const;

const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );

/** The configuration a file holds; an error (one line naming the variable) when it cannot be read or lacks a field. */
export function runtimeConfigFromFile(path: string): RuntimeConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${RUNTIME_CONFIG_VARIABLE}=${path} cannot be read as JSON: ${(error as Error).message}`, { cause: error });
  }
  const missing = REQUIRED.filter((field) => typeof at(parsed, field) !== 'string' || at(parsed, field) === '');
  if (missing.length) throw new Error(`${RUNTIME_CONFIG_VARIABLE}=${path} lacks ${missing.join(', ')}`);
  return parsed as RuntimeConfig;
}

/** The deployment's runtime configuration when the variable names one; this machine's otherwise. */
export function readRuntimeConfig(env: Record<string, string | undefined> = process.env): RuntimeConfig {
  const path = env[RUNTIME_CONFIG_VARIABLE];
  return path ? runtimeConfigFromFile(path) : localRuntimeConfig();
}
