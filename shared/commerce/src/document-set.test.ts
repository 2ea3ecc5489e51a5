// Checks merging GraphQL documents for codegen and validation: shared fragments once, a name given two meanings refused.
import { describe, expect, it } from 'vitest';
import { documentSet } from './document-set';

const FRAGMENT = 'fragment Money on MoneyV2 { amount }';

describe('documentSet', () => {
  it('keeps each operation and fragment once, in the order first met', () => {
    const merged = documentSet([`query A { shop { name } }\n${FRAGMENT}`, `query B { shop { name } }\n${FRAGMENT}`]);
    expect(merged.match(/fragment Money/g)).toHaveLength(1);
    expect(merged.indexOf('query A')).toBeLessThan(merged.indexOf('fragment Money'));
    expect(merged.indexOf('fragment Money')).toBeLessThan(merged.indexOf('query B'));
  });

  it('refuses two different definitions under one name', () => {
    expect(() => documentSet([FRAGMENT, 'fragment Money on MoneyV2 { currencyCode }'])).toThrow(
      'Two different GraphQL definitions are named Money',
    );
  });
});
