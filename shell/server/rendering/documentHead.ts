// Owns the head the server writes into each page's document, so crawlers that do not run scripts still get its title, description, links and JSON-LD.
import { scriptSafeJson } from '@storefront/platform';
import type { DocumentMeta } from '../../src/seo/pageMeta';
import { SERVER_META_ATTRIBUTE } from '../../src/seo/serverMeta';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export function renderHead(meta: DocumentMeta): string {
  const mark = SERVER_META_ATTRIBUTE;
  const tags = [
    `<title ${mark}>${escapeHtml(meta.title)}</title>`,
    `<meta ${mark} name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.robots ? [`<meta ${mark} name="robots" content="${escapeHtml(meta.robots)}" />`] : []),
    ...(meta.canonical ? [`<link ${mark} rel="canonical" href="${escapeHtml(meta.canonical)}" />`] : []),
    ...meta.alternates.map((a) => `<link ${mark} rel="alternate" hreflang="${escapeHtml(a.hrefLang)}" href="${escapeHtml(a.href)}" />`),
    // Data, not a script: the CSP's script-src does not apply to it. Its text is escaped for the element, not as HTML.
    ...(meta.jsonLd ? [`<script ${mark} type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`] : []),
  ];
  return tags.join('\n    ');
}

/** The built index.html with the page's language and head. */
export function documentWithMeta(indexHtml: string, meta: DocumentMeta): string {
  // A function, not a string: the page's text is never read as a replacement pattern ($& or $' in a product's name).
  return indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${meta.lang}"`).replace(/<title>[^<]*<\/title>/, () => renderHead(meta));
}
