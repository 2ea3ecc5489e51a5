// Owns Relay-style connections (first/after/last/before/reverse) as the Storefront API pages them.
import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE } from '../limits';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** Opaque like Shopify's cursors, but only this server reads them back. */
export function encodeCursor(key: string): string {
  return Buffer.from(JSON.stringify({ last_id: key }), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { last_id?: unknown };
    if (typeof parsed.last_id === 'string') return parsed.last_id;
  } catch {
    // Falls through to the GraphQL error below.
  }
  throw new GraphQLError(`Invalid cursor: ${cursor}`);
}

function checkSize(name: 'first' | 'last', value: number | null | undefined): void {
  if (value == null) return;
  if (value < 0) throw new GraphQLError(`Argument '${name}' must be a non-negative integer`);
  if (value > MAX_PAGE_SIZE) throw new GraphQLError(`Argument '${name}' must be at most ${MAX_PAGE_SIZE}`);
}

export function connection<T>(items: readonly T[], args: ConnectionArgs, keyOf: (item: T) => string): Connection<T> {
  const { first, last, after, before } = args;
  if (first == null && last == null) throw new GraphQLError('you must provide one of first or last');
  checkSize('first', first);
  checkSize('last', last);
  const list = args.reverse ? [...items].reverse() : items;
  let start = 0;
  let end = list.length;
  if (after) {
    const key = decodeCursor(after);
    const index = list.findIndex((item) => keyOf(item) === key);
    // A cursor to an item that disappeared (a removed cart line) starts the page at the beginning, as a fresh page would.
    if (index >= 0) start = index + 1;
  }
  if (before) {
    const key = decodeCursor(before);
    const index = list.findIndex((item) => keyOf(item) === key);
    if (index >= 0) end = Math.max(start, index);
  }
  let page = list.slice(start, end);
  let hasNextPage = end < list.length;
  let hasPreviousPage = start > 0;
  if (first != null && page.length > first) {
    page = page.slice(0, first);
    hasNextPage = true;
  }
  if (last != null && page.length > last) {
    page = page.slice(page.length - last);
    hasPreviousPage = true;
  }
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
