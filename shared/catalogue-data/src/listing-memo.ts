// Owns the listing answers kept per catalogue: a loaded shop never changes (a new load is a new index), so the same route's
// products, facet counts and menu are worked out over its 10,000 products once, not on every page rendered (ADR 0058).
import { LRUCache } from 'lru-cache';

/** Answers kept per owner (an index, a list of products): the routes asked most recently; a keyword makes many routes. */
const PER_OWNER = 128;

const memos = new WeakMap<object, LRUCache<string, object>>();

/**
 * `compute()`'s answer for `key` on `owner`, worked out once while `owner` lives and the key is among its recent ones.
 * The answer is shared by every caller: it is read, never changed.
 */
export function memoized<T extends object>(owner: object, key: string, compute: () => T): T {
  let memo = memos.get(owner);
  if (!memo) {
    memo = new LRUCache<string, object>({ max: PER_OWNER });
    memos.set(owner, memo);
  }
  const kept = memo.get(key) as T | undefined;
  if (kept) return kept;
  const answer = compute();
  memo.set(key, answer);
  return answer;
}
