// Owns declaring a page's structured data (schema.org JSON-LD): it goes in the document's head, the server's first HTML included, never in the page's body.
import { usePageJsonLd } from '@storefront/platform';

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  usePageJsonLd(data);
  return null;
}
