// Owns the HTTP face of the local Shopify: the Storefront API checked against the official schema of each version served, the Admin API's order path, and the local-only order endpoints.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { execute, GraphQLError, Kind, type DocumentNode, getOperationAST, parse, validate, type OperationDefinitionNode } from 'graphql';
import { isAdmin } from '../admin';
import { MAX_QUERY_TOKENS } from '../limits';
import type { ShopifySeed } from '../seed/types';
import { createAdminApi } from './admin-api';
import { createCatalogue } from './catalogue';
import { createCartStore } from './cart-store';
import { checkOperation, storeBounds } from './complexity';
import { graphQLParams, HttpError, publicErrors, sendJson, UNAUTHORIZED } from './graphql-http';
import { createInventory } from './inventory';
import { completeCart } from './orders';
import { createContext, fieldResolver, parseCartId, typeResolver } from './resolvers';
import { shopifyShaped } from './errors';
import { loadStorefrontSchema, type StorefrontSchemaVersion } from './schema';
import { servedStorefrontVersion } from './versions';

export interface ShopifyHandlerOptions {
  seed: ShopifySeed;
  /** Carts, orders and stock levels live under <dataDir>/shopify. */
  dataDir: string;
  /** Requests that send another token are refused; requests with none are served, as Shopify serves tokenless carts. */
  storefrontAccessToken?: string;
  /** The Admin API's access token (`X-Shopify-Access-Token`); also `Authorization: Bearer <this>` for the local-only order endpoints. */
  adminToken: string;
  shopDomain?: string;
  /** For tests that need fixed timestamps. */
  now?: () => Date;
}

export type ShopifyHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export const DEFAULT_STOREFRONT_ACCESS_TOKEN = 'local-storefront-token';
export const DEFAULT_SHOP_DOMAIN = 'storefront.myshopify.com';

/** The LanguageCode an operation asks for with @inContext(language:), given inline or as a variable. */
export function contextLanguage(
  operation: OperationDefinitionNode | null | undefined,
  variables: Record<string, unknown> | null,
): string | undefined {
  const argument = operation?.directives
    ?.find((directive) => directive.name.value === 'inContext')
    ?.arguments?.find((arg) => arg.name.value === 'language');
  if (!argument) return undefined;
  const { value } = argument;
  if (value.kind === Kind.ENUM) return value.value;
  if (value.kind === Kind.VARIABLE) {
    const given = variables?.[value.name.value];
    return typeof given === 'string' ? given : undefined;
  }
  return undefined;
}

/** An execution error as Shopify words it: a variable's refused value is `INVALID_VARIABLE`; the resolvers' own errors keep theirs. */
function executionShaped(error: GraphQLError): GraphQLError {
  if (error.extensions.code || !/^Variable "\$\w+"/.test(error.message)) return error;
  return shopifyShaped(error);
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
  const catalogue = createCatalogue(options.seed);
  const carts = createCartStore(options.dataDir);
  const inventory = createInventory(catalogue, options.dataDir);
  const now = options.now ?? (() => new Date());
  const serveAdmin = createAdminApi({ catalogue, carts, inventory, now }, options.adminToken);
  const bounds = storeBounds(catalogue);
  const token = options.storefrontAccessToken ?? DEFAULT_STOREFRONT_ACCESS_TOKEN;
  const shopDomain = options.shopDomain ?? DEFAULT_SHOP_DOMAIN;

  async function serveGraphQL(req: IncomingMessage, res: ServerResponse, url: URL, version: StorefrontSchemaVersion): Promise<void> {
    // Every answer says which version served it, as Shopify's do (https://shopify.dev/docs/api/usage/versioning).
    const headers = { 'X-Shopify-API-Version': version };
    const schema = loadStorefrontSchema(version);
    if (req.method !== 'POST' && req.method !== 'GET') {
      return sendJson(res, 405, { errors: [{ message: `Method ${req.method} not allowed` }] }, { ...headers, Allow: 'GET, POST' });
    }
    const sentToken = req.headers['x-shopify-storefront-access-token'];
    if (sentToken !== undefined && sentToken !== token) {
      return sendJson(
        res,
        401,
        { errors: [{ message: 'Invalid Storefront API access token', extensions: { code: 'UNAUTHORIZED' } }] },
        headers,
      );
    }
    const params = await graphQLParams(req, url);

    let document: DocumentNode;
    try {
      document = parse(params.query, { maxTokens: MAX_QUERY_TOKENS });
    } catch (error) {
      // graphql-ruby's parse errors carry a message and locations only (lib/graphql/parse_error.rb, #to_h).
      if (error instanceof GraphQLError) return sendJson(res, 200, { errors: [error] }, headers);
      throw error;
    }
    const validationErrors = validate(schema, document);
    if (validationErrors.length) {
      return sendJson(res, 200, { errors: validationErrors.map((error) => shopifyShaped(error, document)) }, headers);
    }

    const operation = getOperationAST(document, params.operationName);
    if (req.method === 'GET' && operation?.operation === 'mutation') {
      return sendJson(res, 405, { errors: [{ message: 'Mutations must be sent with POST' }] }, { ...headers, Allow: 'POST' });
    }
    // Without a single operation to run, execution refuses the document before any resolver runs.
    if (operation) {
      const check = checkOperation({
        schema,
        document,
        operation,
        variables: params.variables,
        bounds,
        tokenless: sentToken === undefined,
      });
      if (check.errors.length) return sendJson(res, 200, { errors: check.errors.map(executionShaped) }, headers);
    }

    const result = await execute({
      schema,
      document,
      variableValues: params.variables,
      operationName: params.operationName,
      contextValue: createContext({
        catalogue,
        carts,
        inventory,
        now,
        shopDomain,
        language: contextLanguage(operation, params.variables),
        tokenless: sentToken === undefined,
      }),
      fieldResolver,
      typeResolver,
    });
    sendJson(res, 200, result.errors ? { ...result, errors: publicErrors(result.errors).map(executionShaped) } : result, headers);
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
      if (api?.[1]) {
        const served = servedStorefrontVersion(api[1], now());
        if (served.status === 'served') return await serveGraphQL(req, res, url, served.version);
        if (served.status === 'not-found') return sendJson(res, 404, { errors: 'Not Found' });
        return sendJson(res, 404, {
          errors: `Storefront API ${served.version} is served by Shopify, but its official schema is not published on npm, so the local cloud cannot check a request against it.`,
        });
      }
      const admin = /^\/admin\/api\/([^/]+)\/graphql\.json$/.exec(path);
      if (admin?.[1]) return await serveAdmin(req, res, url, admin[1]);
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
