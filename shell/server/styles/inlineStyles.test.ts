import { describe, expect, it, vi } from 'vitest';
import { createSheetReader, inlinedCss, styleElements } from './inlineStyles';
import { sheetPieces } from './pruneStyles';

const SITE = 'https://www.example.ca';

describe('inlinedCss', () => {
  it("resolves a same-origin sheet's relative urls to paths, as the linked sheet would have", () => {
    const css = '@font-face{src:url(../../font/m.woff2)format("woff2")}a{background:url("../img/x.png?v=1")}';
    expect(inlinedCss(css, '/static/css/async/h.css', SITE)).toBe(
      '@font-face{src:url(/static/font/m.woff2)format("woff2")}a{background:url("/static/css/img/x.png?v=1")}',
    );
  });

  it("resolves a remote sheet's relative urls to its own origin", () => {
    const href = 'http://cdn.local:3501/releases/r1/static/css/async/e.css';
    expect(inlinedCss("b{background:url('../../img/y.svg')}", href, SITE)).toBe(
      "b{background:url('http://cdn.local:3501/releases/r1/static/img/y.svg')}",
    );
  });

  it('leaves absolute, root-relative, data and fragment urls alone', () => {
    const css = 'a{b:url(data:image/png;base64,AAA=)}c{d:url(/x.png)}e{f:url(https://a.b/c.png)}g{h:url(#i)}';
    expect(inlinedCss(css, '/static/css/h.css', SITE)).toBe(css);
  });

  it('cannot close its style element early', () => {
    expect(inlinedCss('a{content:"</style><script>alert(1)</script>"}', '/static/css/h.css', SITE)).not.toContain('</style');
  });
});

describe('styleElements', () => {
  it('names each inlined sheet by its address (the chunk loaders skip it) and keeps a link where the text is missing', () => {
    const html = styleElements(
      [
        { href: '/static/css/a.css', css: 'a{color:red}' },
        { href: 'http://cdn.local/b.css?x="1"', css: null },
      ],
      SITE,
    );
    expect(html).toBe(
      '<style data-href="/static/css/a.css">a{color:red}</style><link rel="stylesheet" href="http://cdn.local/b.css?x=&quot;1&quot;">',
    );
  });

  it("given the page's classes, keeps a pruned sheet under data-pruned-href with the address of its rest, and a whole one under data-href", () => {
    const sheets = [
      { href: '/static/css/a.css', css: '.x{color:red}.y{color:blue}' },
      { href: '/static/css/b.css', css: 'body{margin:0}.x{top:0}' },
    ];
    expect(styleElements(sheets, SITE, new Set(['x']))).toBe(
      // The rest holds the second leaf (bit 1 of the bitmap: "Ag").
      '<style data-pruned-href="/static/css/a.css" data-rest-href="/_styles/rest.css?sheet=%2Fstatic%2Fcss%2Fa.css&amp;leaves=Ag">.x{color:red}</style>' +
        '<style data-href="/static/css/b.css">body{margin:0}.x{top:0}</style>',
    );
  });
});

describe("a sheet's element", () => {
  it('is made once per set of classes and address, from the pieces the sheet was read into: not pruned again on each render', () => {
    const css = '.x{color:red}.y{color:blue}';
    const sheet = { href: '/static/css/a.css', css, pieces: sheetPieces(css) };
    const first = styleElements([sheet], SITE, new Set(['x', 'z']));
    // The same sheet read once (its pieces): the element made for these classes, even were its text to differ.
    expect(styleElements([{ ...sheet, css: '.x{}' }], SITE, new Set(['z', 'x']))).toBe(first);
    // Other classes: made for them.
    expect(styleElements([sheet], SITE, new Set(['y']))).toContain('.y{color:blue}');
    expect(styleElements([sheet], SITE)).toBe(`<style data-href="/static/css/a.css">${css}</style>`);
    // Another read of the same text (a new release) is pruned for itself.
    expect(styleElements([{ ...sheet, css: '.x{color:green}', pieces: sheetPieces('.x{color:green}') }], SITE, new Set(['x']))).toContain(
      'color:green',
    );
  });
});

describe('createSheetReader', () => {
  it('reads a sheet once, retries one that failed, and forgets what it is told to', async () => {
    const read = vi.fn(async (href: string) => {
      if (href.includes('down') && read.mock.calls.filter(([h]) => h === href).length === 1) throw new Error('down');
      return `/* ${href} */`;
    });
    const sheet = createSheetReader(read);
    expect(await sheet('/static/a.css')).toMatchObject({ href: '/static/a.css', css: '/* /static/a.css */' });
    await sheet('/static/a.css');
    expect(read).toHaveBeenCalledTimes(1);
    expect(await sheet('http://cdn/down.css')).toEqual({ href: 'http://cdn/down.css', css: null });
    expect(await sheet('http://cdn/down.css')).toMatchObject({ href: 'http://cdn/down.css', css: '/* http://cdn/down.css */' });
    sheet.retain((href) => href.startsWith('/static/'));
    await sheet('http://cdn/down.css');
    await sheet('/static/a.css');
    expect(read).toHaveBeenCalledTimes(4);
  });
});
