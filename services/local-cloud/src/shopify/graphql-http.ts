// Owns what both local Shopify GraphQL endpoints (Storefront and Admin) share over HTTP: reading a request's query, JSON answers, Shopify's error bodies.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { parseJsonBounded } from '../json';
import { MAX_JSON_DEPTH, MAX_STOREFRONT_REQUEST_BYTES } from '../limits';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
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

export interface GraphQLParams {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
}

// Shopify's answer to a request without a usable query.
export const MISSING_QUERY = { errors: { query: 'Required parameter missing or invalid' } };

// The Admin API's answer to a missing or wrong access token; the local order endpoints stand in for it.
export const UNAUTHORIZED = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

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

export async function graphQLParams(req: IncomingMessage, url: URL): Promise<GraphQLParams> {
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
