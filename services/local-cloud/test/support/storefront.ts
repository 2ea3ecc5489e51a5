// Test helper: speaks GraphQL to the local Storefront API and holds every answer to Shopify's official schema of the version asked (read from npm, not the stand-in's loader).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  execute,
  GraphQLScalarType,
  isAbstractType,
  isScalarType,
  Kind,
  parse,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type IntrospectionQuery,
  type SelectionSetNode,
} from 'graphql';
import { isDeepStrictEqual } from 'node:util';

export const TOKEN = 'local-storefront-token';

/** The versions whose official schema @shopify/hydrogen-react publishes, installed as `shopify-storefront-<version>`. */
export type OfficialVersion = '2026-01' | '2026-04';

/** Formats of the Storefront API's custom scalars, from their descriptions in the schema (graphql-js would pass anything). */
const SCALAR_FORMATS: Record<string, (value: unknown) => boolean> = {
  // "An ISO-8601 encoded UTC date time string. Example value: "2019-07-03T20:47:55Z"."
  DateTime: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v),
  // "A signed decimal number, which supports arbitrary precision and is serialized as a string. Example values: "29.99", "29.999"."
  Decimal: (v) => typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v),
  // "Represents an RFC 3986 and RFC 3987-compliant URI string."
  URL: (v) => typeof v === 'string' && URL.canParse(v),
  // "A string containing HTML code."
  HTML: (v) => typeof v === 'string',
  // "A string containing a hexadecimal representation of a color."
  Color: (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v),
  // "An unsigned 64-bit integer. Represents whole numeric values between 0 and 2^64 - 1 encoded as a string of base-10 digits."
  UnsignedInt64: (v) => typeof v === 'string' && /^\d+$/.test(v),
  // "A JSON Object." FilterValue.input and the like are JSON in a string or an object.
  JSON: () => true,
};

const schemas = new Map<OfficialVersion, GraphQLSchema>();

/** Shopify's official schema of a version, built from the published introspection file with its scalars' formats checked. */
export function officialSchema(version: OfficialVersion): GraphQLSchema {
  let schema = schemas.get(version);
  if (schema) return schema;
  const require = createRequire(import.meta.url);
  const file = require.resolve(`shopify-storefront-${version}/storefront.schema.json`);
  schema = buildClientSchema(JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery);
  for (const type of Object.values(schema.getTypeMap())) {
    const valid = isScalarType(type) ? SCALAR_FORMATS[type.name] : undefined;
    if (!valid || !(type instanceof GraphQLScalarType)) continue;
    type.serialize = (value: unknown) => {
      if (!valid(value)) throw new TypeError(`${type.name} cannot be ${JSON.stringify(value)}`);
      return value;
    };
  }
  schemas.set(version, schema);
  return schema;
}

// Reads each answer back by its response key (aliases included), so the schema checks the answer and nothing else.
const fromAnswer: GraphQLFieldResolver<unknown, unknown> = (source, _args, _ctx, info) =>
  source && typeof source === 'object' ? (source as Record<string, unknown>)[info.path.key as string] : undefined;

/** The response keys a selection asks of an object of type `type` (fragments included where their condition applies to it). */
function keysFor(
  schema: GraphQLSchema,
  selections: SelectionSetNode | undefined,
  type: GraphQLObjectType,
  info: GraphQLResolveInfo,
): Set<string> {
  const keys = new Set<string>();
  const applies = (condition: string | undefined) => {
    if (!condition || condition === type.name) return true;
    const abstract = schema.getType(condition);
    return isAbstractType(abstract) && schema.isSubType(abstract, type);
  };
  for (const selection of selections?.selections ?? []) {
    if (selection.kind === Kind.FIELD) keys.add(selection.alias?.value ?? selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(selection.typeCondition?.name.value))
        for (const key of keysFor(schema, selection.selectionSet, type, info)) keys.add(key);
    } else {
      const fragment = info.fragments[selection.name.value];
      if (fragment && applies(fragment.typeCondition.name.value))
        for (const key of keysFor(schema, fragment.selectionSet, type, info)) keys.add(key);
    }
  }
  return keys;
}

/**
 * The object type of an answer under an abstract field: its __typename, its gid, or else the one possible type whose
 * selection gives exactly the answer's keys (a `node { ... on ProductVariant { price } }` answered with a price).
 */
const typeOfAnswer: GraphQLTypeResolver<unknown, unknown> = (value, _ctx, info, abstractType) => {
  const v = value as { __typename?: unknown; id?: unknown };
  if (typeof v?.__typename === 'string') return v.__typename;
  const fromGid = typeof v?.id === 'string' ? /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(v.id)?.[1] : undefined;
  if (fromGid) return fromGid;
  const given = Object.keys((value ?? {}) as object)
    .sort()
    .join();
  const selection = info.fieldNodes[0]?.selectionSet;
  return info.schema.getPossibleTypes(abstractType).find((type) => [...keysFor(info.schema, selection, type, info)].sort().join() === given)
    ?.name;
};

/**
 * What in an answer the official schema would not produce for this document: each field's type, nullability, lists,
 * enum values and scalar formats, and no field it did not ask for. The answer is executed against the schema as its own
 * data; anything the schema coerces, drops or refuses is a difference. Fields under an error the answer reports are skipped.
 */
export function schemaProblems(
  version: OfficialVersion,
  request: { query: string; variables?: Record<string, unknown> | null; operationName?: string | null },
  answer: { data?: unknown; errors?: { path?: (string | number)[] }[] },
): string[] {
  if (answer.data == null) return [];
  const result = execute({
    schema: officialSchema(version),
    document: parse(request.query),
    rootValue: answer.data,
    variableValues: request.variables ?? {},
    operationName: request.operationName ?? null,
    fieldResolver: fromAnswer,
    typeResolver: typeOfAnswer,
  }) as { data?: unknown; errors?: readonly { message: string; path?: readonly (string | number)[] }[] };
  const reported = (answer.errors ?? []).map((e) => (e.path ?? []).join('.'));
  const problems = (result.errors ?? [])
    .filter((e) => !reported.some((path) => path && (e.path ?? []).join('.').startsWith(path)))
    .map((e) => `${(e.path ?? []).join('.')}: ${e.message}`);
  if (!problems.length && !answer.errors?.length && !isDeepStrictEqual(JSON.parse(JSON.stringify(result.data)), answer.data)) {
    problems.push('the answer holds values or fields the schema would not give for this document');
  }
  return problems;
}

export interface StorefrontAnswer<T> {
  status: number;
  headers: Headers;
  json: { data?: T; errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[] } & Record<
    string,
    unknown
  >;
}

/**
 * POSTs one operation to /api/{version}/graphql.json and, when the answer carries data, throws unless it conforms to the
 * official schema of the version that served it (X-Shopify-API-Version).
 */
export async function storefront<T = Record<string, unknown>>(
  origin: string,
  request: { query: string; variables?: Record<string, unknown>; operationName?: string },
  options: { version?: string; token?: string | null } = {},
): Promise<StorefrontAnswer<T>> {
  const version = options.version ?? '2026-04';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token !== null) headers['X-Shopify-Storefront-Access-Token'] = options.token ?? TOKEN;
  const response = await fetch(`${origin}/api/${version}/graphql.json`, { method: 'POST', headers, body: JSON.stringify(request) });
  const json = (await response.json()) as StorefrontAnswer<T>['json'];
  const served = response.headers.get('x-shopify-api-version');
  if (json.data !== undefined) {
    if (served !== '2026-01' && served !== '2026-04') throw new Error(`An answer with data names no version with a schema: ${served}`);
    const problems = schemaProblems(served, request, json as { data?: unknown });
    if (problems.length) throw new Error(`The answer does not conform to the ${served} schema:\n${problems.join('\n')}`);
  }
  return { status: response.status, headers: response.headers, json };
}

/** The data of an answer that must have no errors. */
export async function storefrontData<T = Record<string, unknown>>(
  origin: string,
  query: string,
  variables?: Record<string, unknown>,
  options?: { version?: string; token?: string | null },
): Promise<T> {
  const { json } = await storefront<T>(origin, { query, ...(variables ? { variables } : {}) }, options);
  if (json.errors?.length || json.data === undefined) throw new Error(`Unexpected errors: ${JSON.stringify(json.errors)}`);
  return json.data;
}

/**
 * `fetch` for tests that build their own Storefront requests: the same Response, after the answer (when it carries data)
 * has been held to the official schema of the version that served it, as `storefront()` does.
 */
export async function checkedFetch(url: string, init: RequestInit & { body: string }): Promise<Response> {
  const response = await fetch(url, init);
  const served = response.headers.get('x-shopify-api-version');
  const json = (await response.clone().json()) as { data?: unknown; errors?: { path?: (string | number)[] }[] };
  if (json.data !== undefined && json.data !== null) {
    if (served !== '2026-01' && served !== '2026-04') throw new Error(`An answer with data names no version with a schema: ${served}`);
    const problems = schemaProblems(served, JSON.parse(init.body) as { query: string; variables?: Record<string, unknown> }, json);
    if (problems.length) throw new Error(`The answer does not conform to the ${served} schema:\n${problems.join('\n')}`);
  }
  return response;
}
