// Owns the text of a page's structured data (schema.org JSON-LD) and its one script element in the browser's document head.

/** Marks the JSON-LD element the browser keeps in document.head for the page shown. */
export const JSON_LD_ATTRIBUTE = 'data-page-json-ld';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON text that can sit inside a <script> element of an HTML document: no character can end the element (`</script>`),
 * open a comment (`<!--`) or break a line for old JavaScript parsers (U+2028, U+2029). Each is written as its \u escape,
 * which JSON reads as the same character, so the data is unchanged. Safe to apply twice.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The JSON-LD text of a page's structured data, or null when it has none. */
export function jsonLdText(data: object | null | undefined): string | null {
  return data ? scriptSafeJson(JSON.stringify(data)) : null;
}

const owners = new WeakMap<Element, symbol>();

/**
 * Shows this JSON-LD in the document's head, in the one element kept for the page (replacing the previous page's text).
 * Returns what removes it again; that leaves the element alone when a later page has already written its own there,
 * whatever order navigation runs the pages' effects in.
 */
export function showJsonLd(document: Document, json: string): () => void {
  let element = document.head.querySelector(`script[${JSON_LD_ATTRIBUTE}]`);
  if (!element) {
    element = document.createElement('script');
    element.setAttribute('type', 'application/ld+json');
    element.setAttribute(JSON_LD_ATTRIBUTE, '');
    document.head.append(element);
  }
  element.textContent = json;
  const owner = Symbol('page JSON-LD');
  owners.set(element, owner);
  const shown = element;
  return () => {
    if (owners.get(shown) === owner) shown.remove();
  };
}
