// Owns asking the Storefront API for one language: the @inContext(language:) directive on an operation the SDK wrote.

/** Storefront API LanguageCode of each site locale. */
export const STORE_LANGUAGES = { fr: 'FR', en: 'EN' } as const;

/**
 * Adds `@inContext(language: X)` to the operation of a GraphQL document (fragments are left alone): shopify-buy 3
 * only sends an Accept-Language header for its `language` option, and Shopify reads the translated fields from the directive.
 */
export function withLanguageContext(document: string, language: string): string {
  if (!/^[A-Z_]+$/.test(language)) throw new Error(`Not a Storefront API language code: ${language}`);
  let depth = 0;
  let definitionStart = 0;
  for (let i = 0; i < document.length; i++) {
    const char = document[i];
    if (char === '"') {
      // Skip string values, whose braces are not the document's.
      for (i++; i < document.length && document[i] !== '"'; i++) if (document[i] === '\\') i++;
      continue;
    }
    if (char === '{') {
      if (depth === 0) {
        const head = document.slice(definitionStart, i);
        if (head.includes('@inContext')) return document;
        // Commas are insignificant in GraphQL, and shopify-buy puts them between definitions.
        if (/^[\s,]*(query|mutation)\b/.test(head)) return `${document.slice(0, i)} @inContext(language: ${language}) ${document.slice(i)}`;
        if (/^[\s,]*$/.test(head)) return `${document.slice(0, i)}query @inContext(language: ${language}) ${document.slice(i)}`;
      }
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) definitionStart = i + 1;
    }
  }
  return document;
}
