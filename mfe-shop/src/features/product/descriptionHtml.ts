// Owns making the store's descriptionHtml safe to show: its structure (paragraphs, lists, emphasis) kept, everything else dropped.
import { FilterXSS } from 'xss';

const allowed = { p: [], br: [], ul: [], ol: [], li: [], strong: [], b: [], em: [], i: [], h3: [], h4: [], a: ['href', 'title'] };

// js-xss works on the server and in the browser alike, with no DOM: the same HTML renders on both sides.
const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  onTagAttr: (tag, name, value) => {
    // Only web and mail links; js-xss already refuses javascript: addresses, this also refuses data: and relative tricks.
    if (tag === 'a' && name === 'href') return /^(https?:|mailto:)/i.test(value.trim()) ? `href="${value.replace(/"/g, '&quot;')}"` : '';
    return undefined;
  },
});

export function sanitizeDescriptionHtml(html: string): string {
  return filter.process(html).trim();
}
