// Owns the HTTP face of the local Shopify: the Storefront API (2025-01) checked against Shopify's schema, and the local-only order endpoints.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { execute, GraphQLError, Kind, type DocumentNode, getOperationAST, parse, validate, type OperationDefinitionNode } from 'graphql';
import { isAdmin } from '../admin';
import { parseJsonBounded } from '../json';
import { MAX_JSON_DEPTH, MAX_QUERY_TOKENS, MAX_STOREFRONT_REQUEST_BYTES } from '../limits';
import type { ShopifySeed } from '../seed/types';
import { createCatalogue } from './catalogue';
import { createCartStore } from './cart-store';
import { checkOperation, storeBounds } from './complexity';
import { completeCart } from './orders';
import { createContext, fieldResolver, parseCartId, typeResolver } from './resolvers';
import { loadStorefrontSchema, STOREFRONT_API_VERSION } from './schema';

export interface ShopifyHandlerOptions {
  seed: ShopifySeed;
  /** Carts and orders live under <dataDir>/shopify. */
  dataDir: string;
  /** Requests that send another token are refused; requests with none are served, as Shopify serves tokenless carts. */
  storefrontAccessToken?: string;
  /** `Authorization: Bearer <this>` opens the local-only order endpoints, which stand in for the Admin API. */
  adminToken: string;
  shopDomain?: string;
  /** For tests that need fixed timestamps. */
  now?: () => Date;
}

export type ShopifyHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export const DEFAULT_STOREFRONT_ACCESS_TOKEN = 'local-storefront-token';
export const DEFAULT_SHOP_DOMAIN = 'storefront.myshopify.com';

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_STOREFRONT_REQUEST_BYTES) throw new HttpError(413, { errors: [{ message: 'Request body is too large' }] });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface GraphQLParams {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
}

// Shopify's answer to a request without a usable query.
const MISSING_QUERY = { errors: { query: 'Required parameter missing or invalid' } };

// The Admin API's answer to a missing or wrong access token; the local order endpoints stand in for it.
const UNAUTHORIZED = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

// Shopify's answer to a failure on its side (https://shopify.dev/docs/api/storefront#status-and-error-codes); the details go to the log.
const INTERNAL_MESSAGE = 'Internal error. Looks like something went wrong on our end.';

function parseJson(text: string): unknown {
  const parsed = parseJsonBounded(text, MAX_JSON_DEPTH);
  if (!parsed.ok) throw new HttpError(400, MISSING_QUERY);
  return parsed.value;
}

function paramsFrom(raw: { query?: unknown; variables?: unknown; operationName?: unknown }): GraphQLParams {
  if (typeof raw.query !== 'string' || !raw.query.trim()) throw new HttpError(400, MISSING_QUERY);
  let variables = raw.variables;
  if (typeof variables === 'string' && variables) variables = parseJson(variables);
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) throw new HttpError(400, MISSING_QUERY);
  return {
    query: raw.query,
    variables: (variables as Record<string, unknown> | null | undefined) ?? null,
    operationName: typeof raw.operationName === 'string' && raw.operationName ? raw.operationName : null,
  };
}

async function graphQLParams(req: IncomingMessage, url: URL): Promise<GraphQLParams> {
  if (req.method === 'GET') {
    return paramsFrom({
      query: url.searchParams.get('query') ?? undefined,
      variables: url.searchParams.get('variables') ?? undefined,
      operationName: url.searchParams.get('operationName') ?? undefined,
    });
  }
  const body = await readBody(req);
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType === 'application/graphql') return paramsFrom({ query: body });
  const parsed = parseJson(body);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, MISSING_QUERY);
  return paramsFrom(parsed as Record<string, unknown>);
}

/** Errors a client may read: GraphQL's own and the resolvers' deliberate ones; anything else is logged and answered as Shopify does. */
export function publicErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((error) => {
    if (!error.originalError || error.originalError instanceof GraphQLError) return error;
    const requestId = randomUUID();
    console.error(`[local-cloud/shopify] request ${requestId}:`, error.originalError);
    return new GraphQLError(`${INTERNAL_MESSAGE} Request ID: ${requestId} (include this in support requests).`, {
      ...(error.path ? { path: error.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
}

/** The LanguageCode an operation asks for with @inContext(language:), given inline or as a variable. */
export function contextLanguage(operation: OperationDefinitionNode | null | undefined, variables: Record<string, unknown> | null): string | undefined {
  const argument = operation?.directives?.find((directive) => directive.name.value === 'inContext')?.arguments?.find((arg) => arg.name.value === 'language');
  if (!argument) return undefined;
  const { value } = argument;
  if (value.kind === Kind.ENUM) return value.value;
  if (value.kind === Kind.VARIABLE) {
    const given = variables?.[value.name.value];
    return typeof given === 'string' ? given : undefined;
  }
  return undefined;
}

/** The full cart gid, key included, as the path carries it URL-encoded; a bare token or a gid without its key is refused. */
function cartIdFromPath(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, { error: 'The cart id is not validly URL-encoded' });
  }
  if (!parseCartId(decoded)) throw new HttpError(400, { error: 'A cart id must be the whole gid://shopify/Cart/<token>?key=<key>' });
  return decoded;
}

export function createShopifyHandler(options: ShopifyHandlerOptions): ShopifyHandler {
  const schema = loadStorefrontSchema();
  const catalogue = createCatalogue(options.seed);
  const carts = createCartStore(options.dataDir);
  const now = options.now ?? (() => new Date());
  const bounds = storeBounds(catalogue);
  const token = options.storefrontAccessToken ?? DEFAULT_STOREFRONT_ACCESS_TOKEN;
  const shopDomain = options.shopDomain ?? DEFAULT_SHOP_DOMAIN;

  async function serveGraphQL(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'POST' && req.method !== 'GET') {
      return sendJson(res, 405, { errors: [{ message: `Method ${req.method} not allowed` }] }, { Allow: 'GET, POST' });
    }
    const sentToken = req.headers['x-shopify-storefront-access-token'];
    if (sentToken !== undefined && sentToken !== token) {
      return sendJson(res, 401, { errors: [{ message: 'Invalid Storefront API access token', extensions: { code: 'UNAUTHORIZED' } }] });
    }
    const params = await graphQLParams(req, url);

    let document: DocumentNode;
    try {
      document = parse(params.query, { maxTokens: MAX_QUERY_TOKENS });
    } catch (error) {
      if (error instanceof GraphQLError) return sendJson(res, 200, { errors: [error] });
      throw error;
    }
    const validationErrors = validate(schema, document);
    if (validationErrors.length) return sendJson(res, 200, { errors: validationErrors });

    const operation = getOperationAST(document, params.operationName);
    if (req.method === 'GET' && operation?.operation === 'mutation') {
      return sendJson(res, 405, { errors: [{ message: 'Mutations must be sent with POST' }] }, { Allow: 'POST' });
    }
    // Without a single operation to run, execution refuses the document before any resolver runs.
    if (operation) {
      const check = checkOperation({ schema, document, operation, variables: params.variables, bounds, tokenless: sentToken === undefined });
      if (check.errors.length) return sendJson(res, 200, { errors: check.errors });
    }

    const result = await execute({
      schema,
      document,
      variableValues: params.variables,
      operationName: params.operationName,
      contextValue: createContext({ catalogue, carts, now, shopDomain, language: contextLanguage(operation, params.variables) }),
      fieldResolver,
      typeResolver,
    });
    sendJson(res, 200, result.errors ? { ...result, errors: publicErrors(result.errors) } : result);
  }

  async function serveCompletion(req: IncomingMessage, res: ServerResponse, segment: string): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'Use POST to complete a cart' }, { Allow: 'POST' });
    if (!isAdmin(req, options.adminToken)) return sendJson(res, 401, UNAUTHORIZED);
    const result = await completeCart(carts, catalogue, cartIdFromPath(segment), now());
    switch (result.status) {
      case 'completed':
        return sendJson(res, 201, { order: result.order });
      case 'not-found':
        return sendJson(res, 404, { error: 'No cart with this id' });
      case 'already-completed':
        return sendJson(res, 409, { error: 'This cart is already an order', orderId: result.orderId });
      case 'empty':
        return sendJson(res, 422, { error: 'An empty cart cannot become an order' });
    }
  }

  return async (req, res) => {
    try {
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://local');
      } catch {
        return sendJson(res, 400, { errors: 'Bad Request' });
      }
      const path = url.pathname;
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        return void res.end();
      }
      const api = /^\/api\/([^/]+)\/graphql(?:\.json)?$/.exec(path);
      if (api) {
        if (api[1] !== STOREFRONT_API_VERSION) {
          return sendJson(res, 404, { errors: [{ message: `Only Storefront API version ${STOREFRONT_API_VERSION} is served locally` }] });
        }
        return await serveGraphQL(req, res, url);
      }
      const completion = /^\/api\/local\/carts\/([^/]+)\/complete$/.exec(path);
      if (completion?.[1]) return await serveCompletion(req, res, completion[1]);
      if (path === '/api/local/orders') {
        if (req.method !== 'GET') return sendJson(res, 405, { error: 'Use GET to list orders' }, { Allow: 'GET' });
        if (!isAdmin(req, options.adminToken)) return sendJson(res, 401, UNAUTHORIZED);
        return sendJson(res, 200, { orders: await carts.listOrders() });
      }
      sendJson(res, 404, { errors: [{ message: 'Not Found' }] });
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, error.body);
      console.error('[local-cloud/shopify]', error);
      // Shopify's 500 body (https://shopify.dev/docs/api/storefront#status-and-error-codes).
      if (!res.headersSent) sendJson(res, 500, { errors: 'An unexpected error occurred' });
      else res.destroy();
    }
  };
}
