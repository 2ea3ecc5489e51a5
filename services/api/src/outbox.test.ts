import { describe, expect, it } from 'vitest';
import { retryDelay } from './outbox';

describe('outbox retries', () => {
  it('doubles the wait after each failure, up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, 5_000, 60_000))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000]);
    expect(retryDelay(50, 5_000, 3_600_000)).toBe(3_600_000);
  });
});
