import { describe, expect, it } from 'vitest';
import { withLanguageContext } from './language-context';

describe('withLanguageContext (English products through the Storefront API language context)', () => {
  it('puts the directive on the operation, after its variables, and leaves fragments alone', () => {
    const document = 'fragment F on Product { id, title },query ($ids:[ID!]!) { nodes (ids: $ids) { ...F } }';
    expect(withLanguageContext(document, 'EN')).toBe(
      'fragment F on Product { id, title },query ($ids:[ID!]!)  @inContext(language: EN) { nodes (ids: $ids) { ...F } }',
    );
  });

  it('reads a field argument named query as an argument, and strings as strings', () => {
    const document = 'query Q($query: String) { products(query: $query, first: 2) { nodes { title(x: "{") } } }';
    expect(withLanguageContext(document, 'FR')).toBe(
      'query Q($query: String)  @inContext(language: FR) { products(query: $query, first: 2) { nodes { title(x: "{") } } }',
    );
  });

  it('names a shorthand query, covers mutations, and keeps a context already given', () => {
    expect(withLanguageContext('{ shop { name } }', 'EN')).toBe('query @inContext(language: EN) { shop { name } }');
    expect(withLanguageContext('mutation M { cartCreate { cart { id } } }', 'EN')).toContain('mutation M  @inContext(language: EN) {');
    const given = 'query @inContext(language: FR) { shop { name } }';
    expect(withLanguageContext(given, 'EN')).toBe(given);
  });

  it('refuses anything but a language code', () => {
    expect(() => withLanguageContext('{ shop { name } }', 'EN) { x }')).toThrow();
  });
});
