// Owns loading Shopify's official Storefront API schemas, one per version served (each from its own npm release of @shopify/hydrogen-react).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/**
 * The versions whose official schema is installed: `shopify-storefront-<version>` is an npm alias of the
 * @shopify/hydrogen-react release that ships that version's `storefront.schema.json`.
 */
export const STOREFRONT_SCHEMA_VERSIONS = ['2026-01', '2026-04'] as const;

export type StorefrontSchemaVersion = (typeof STOREFRONT_SCHEMA_VERSIONS)[number];

/** The newest version served with its own schema: the one the product's documents target. */
export const STOREFRONT_API_VERSION: StorefrontSchemaVersion = '2026-04';

export function hasStorefrontSchema(version: string): version is StorefrontSchemaVersion {
  return (STOREFRONT_SCHEMA_VERSIONS as readonly string[]).includes(version);
}

const cached = new Map<StorefrontSchemaVersion, GraphQLSchema>();

/** Builds each version's schema once per process: the introspection files are 0.7 and 0.8 MB and take 20 to 40 ms to build. */
export function loadStorefrontSchema(version: StorefrontSchemaVersion = STOREFRONT_API_VERSION): GraphQLSchema {
  let schema = cached.get(version);
  if (schema) return schema;
  const require = createRequire(import.meta.url);
  // The package's exports map names this file, so resolution follows whichever copy npm installed for this workspace.
  const path = require.resolve(`shopify-storefront-${version}/storefront.schema.json`);
  schema = buildClientSchema(JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery);
  cached.set(version, schema);
  return schema;
}
