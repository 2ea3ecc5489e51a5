// Checks Relay paging and Shopify's Decimal text form, which every SDK answer depends on.
import { describe, expect, it } from 'vitest';
import { connection, encodeCursor } from './connection';
import { toCents, toDecimal } from './money';

const items = ['a', 'b', 'c', 'd', 'e'];
const page = (args: Parameters<typeof connection>[1]) => connection(items, args, (x) => x);

describe('connection', () => {
  it('pages forward with first/after', () => {
    const first = page({ first: 2 });
    expect(first.nodes).toEqual(['a', 'b']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = page({ first: 2, after: first.pageInfo.endCursor });
    expect(second.nodes).toEqual(['c', 'd']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(page({ first: 2, after: second.pageInfo.endCursor }).pageInfo.hasNextPage).toBe(false);
  });

  it('pages backward with last/before, and reverses', () => {
    expect(page({ last: 2 }).nodes).toEqual(['d', 'e']);
    expect(page({ last: 2, before: encodeCursor('d') }).nodes).toEqual(['b', 'c']);
    expect(page({ first: 2, reverse: true }).nodes).toEqual(['e', 'd']);
  });

  it('refuses pages without a size, over 250, or with a foreign cursor', () => {
    expect(() => page({})).toThrow('you must provide one of first or last');
    expect(() => page({ first: 251 })).toThrow(/at most 250/);
    expect(() => page({ first: 1, after: 'not-a-cursor' })).toThrow(/Invalid cursor/);
  });
});

describe('money', () => {
  it('writes amounts as Shopify does', () => {
    expect(toDecimal(1299)).toBe('12.99');
    expect(toDecimal(1250)).toBe('12.5');
    expect(toDecimal(1200)).toBe('12.0');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(0)).toBe('0.0');
  });

  it('reads seed prices into cents without float drift', () => {
    expect(toCents('24.99')).toBe(2499);
    expect(toCents('0.29')).toBe(29);
    expect(() => toCents('abc')).toThrow();
  });
});
