import { describe, expect, it } from 'vitest';
import { documentMeta, notFoundMeta, withPageOverride } from '../../src/seo/pageMeta';
import { documentWithMeta } from './documentHead';

const origin = 'https://www.piscinessoleil.ca';
const template = '<!doctype html><html lang="fr-CA"><head><title>Piscines Soleil</title></head><body><div id="root"></div></body></html>';
const HOSTILE = "Spa </script><script>alert(1)</script> <!-- \u2028\u2029 $& $' fin";

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script data-server-meta type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1] ?? '');

describe('JSON-LD in the document head', () => {
  it("writes the page's JSON-LD once in the head, escaped so a product's name cannot end the element or run a script", () => {
    const meta = withPageOverride(documentMeta('/fr/produits/spa', origin, 'fr'), {
      title: HOSTILE,
      jsonLd: JSON.stringify({ '@type': 'Product', name: HOSTILE, offers: { price: '19.99' } }),
    });
    const html = documentWithMeta(template, meta);
    const [head = '', body = ''] = html.split('</head>');
    const blocks = jsonLdOf(head);
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0] ?? '')).toEqual({ '@type': 'Product', name: HOSTILE, offers: { price: '19.99' } });
    // One script element in the whole document (the JSON-LD), none in the body, and no comment opened by the name.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(body).not.toContain('<script');
    expect(html).not.toContain('<!--');
    expect(blocks[0]).not.toMatch(/[<>\u2028\u2029]/);
    // The title keeps the name's text, escaped as HTML, and no replacement pattern ($&, $') brought in the template.
    expect(head).toContain(
      "<title data-server-meta>Spa &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- \u2028\u2029 $&amp; $' fin | Piscines Soleil</title>",
    );
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it('writes no JSON-LD where the page has none, nor on the 404 page', () => {
    expect(documentWithMeta(template, documentMeta('/fr/contact', origin, 'fr'))).not.toContain('application/ld+json');
    expect(documentWithMeta(template, notFoundMeta('fr'))).not.toContain('application/ld+json');
    expect(documentWithMeta(template, withPageOverride(documentMeta('/fr/contact', origin, 'fr'), { title: 'Contact' }))).not.toContain(
      'application/ld+json',
    );
  });

  it('writes the escapes as JSON \\u sequences', () => {
    const meta = { ...documentMeta('/fr/produits/spa', origin, 'fr'), jsonLd: '{"name":"</script><script>alert(1)</script>"}' };
    const [block = ''] = jsonLdOf(documentWithMeta(template, meta));
    expect(block).toBe('{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
  });
});
