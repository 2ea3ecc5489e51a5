import { describe, expect, it } from 'vitest';
import { libraryNodeEnv } from './libraryMode';

describe("the libraries' build", () => {
  it("is production's on the local stack, which itself runs outside production", () => {
    expect(libraryNodeEnv({ STOREFRONT_STACK: 'local' })).toBe('production');
  });

  it('is whatever the deployment gave otherwise', () => {
    expect(libraryNodeEnv({ NODE_ENV: 'production' })).toBe('production');
    expect(libraryNodeEnv({ NODE_ENV: 'development', STOREFRONT_STACK: 'local' })).toBe('development');
    expect(libraryNodeEnv({})).toBeUndefined();
  });
});
