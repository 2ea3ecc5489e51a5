// Owns loading Shopify's real Storefront API schema (2025-01, shipped by @shopify/hydrogen-react 2025.1.x).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/** The one Storefront API version shopify-buy 3.0.7 sends, and the only one served here. */
export const STOREFRONT_API_VERSION = '2025-01';

let cached: GraphQLSchema | undefined;

/** Builds the schema once per process: the introspection file is 680 kB and takes about 0.1 s to build. */
export function loadStorefrontSchema(): GraphQLSchema {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  // The package's exports map names this file, so resolution follows whichever copy npm installed for this workspace.
  const path = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
  const introspection = JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery;
  cached = buildClientSchema(introspection);
  return cached;
}
