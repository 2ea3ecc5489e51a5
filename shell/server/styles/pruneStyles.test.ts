import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classesNeeded, classesOfHtml, cssOfLeaves, prunedCss, restLeaves, sheetPieces } from './pruneStyles';

const prune = (css: string, ...classes: string[]) => prunedCss(sheetPieces(css), new Set(classes));

describe('classesNeeded', () => {
  it('lists every class of a compound or complex selector', () => {
    expect(classesNeeded('.card-x1>.title-y2:hover::after')).toEqual(['card-x1', 'title-y2']);
    expect(classesNeeded('.a.b .c')).toEqual(['a', 'b', 'c']);
  });

  it('does not require what is inside parentheses or attribute values, and gives up on escaped names', () => {
    expect(classesNeeded('.menu:not(.open) a')).toEqual(['menu']);
    expect(classesNeeded(':is(.a, .b) p')).toEqual([]);
    expect(classesNeeded('a[href$=".pdf"].file')).toEqual(['file']);
    expect(classesNeeded('.md\\:wide')).toBeNull();
  });
});

describe('prunedCss', () => {
  const sheet =
    ':root{--brand:#0a5}body{margin:0}.card{padding:1rem}.card .title{font-weight:700}.dialog{position:fixed}' +
    '.dialog,.card .price{color:red}@media (min-width:600px){.card{padding:2rem}.dialog{inset:0}}' +
    '@media print{.dialog{display:none}}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}';

  it('keeps the rules whose classes are all on the page, in their order, with their media queries', () => {
    expect(prune(sheet, 'card', 'title')).toBe(
      ':root{--brand:#0a5}body{margin:0}.card{padding:1rem}.card .title{font-weight:700}@media (min-width:600px){.card{padding:2rem}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}',
    );
  });

  it('keeps a rule whole when one of its selectors may match', () => {
    expect(prune(sheet, 'card', 'price')).toContain('.dialog,.card .price{color:red}');
  });

  it('keeps everything for a page that has every class, and a sheet it cannot parse whole', () => {
    expect(prune(sheet, 'card', 'title', 'dialog', 'price')).toBe(sheet);
    expect(prune('.a{color:red', 'b')).toBe('.a{color:red');
  });
});

describe('classesOfHtml', () => {
  it("collects the class attributes' names of every text it is given", () => {
    expect([...classesOfHtml('<div class="a  b"><p class="c">x</p></div>', '<html class="d">')].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the rest of a pruned sheet', () => {
  const rest = (css: string, ...classes: string[]) => {
    const sheet = sheetPieces(css);
    return cssOfLeaves(sheet, restLeaves(sheet, new Set(classes)));
  };

  it('holds the rules the pruned copy left out, in their order, with their media queries', () => {
    expect(rest('.card{padding:1rem}.dialog{position:fixed}@media (min-width:600px){.card{padding:2rem}.dialog{inset:0}}', 'card')).toBe(
      '.dialog{position:fixed}@media (min-width:600px){.dialog{inset:0}}',
    );
  });

  it('repeats a kept rule that a rule of the rest before it could override by its place alone, so the later still wins', () => {
    // .open comes first: with both classes, .panel's later display wins in the whole sheet, and still after the rest.
    expect(rest('.open{display:block}.panel{display:none}', 'panel')).toBe('.open{display:block}.panel{display:none}');
    // A shorthand meets its longhands, and a logical size its physical one.
    expect(rest('.open{padding-left:0}.panel{padding:1rem}', 'panel')).toBe('.open{padding-left:0}.panel{padding:1rem}');
    expect(rest('.open{inline-size:10rem}.panel{width:5rem}', 'panel')).toBe('.open{inline-size:10rem}.panel{width:5rem}');
    // And what a repeated rule could override is repeated too.
    expect(rest('.open{display:block}.panel{display:none;color:red}.title{color:blue}', 'panel', 'title')).toBe(
      '.open{display:block}.panel{display:none;color:red}.title{color:blue}',
    );
  });

  it('leaves a kept rule in its one place when nothing in the rest before it ties with it', () => {
    // Another property, another specificity, or a rule of the rest that comes after it.
    expect(rest('.open{color:red}.panel{display:none}', 'panel')).toBe('.open{color:red}');
    expect(rest('.menu.open{display:block}.menu{display:none}', 'menu')).toBe('.menu.open{display:block}');
    expect(rest('.panel{display:none}.open{display:block}', 'panel')).toBe('.open{display:block}');
    // Neither @font-face nor @keyframes has a place in the cascade to keep.
    expect(rest('.open{animation:spin 1s}@keyframes spin{to{transform:rotate(1turn)}}', 'x')).toBe('.open{animation:spin 1s}');
  });

  it('gives every element of every page the same winning declarations as the whole sheet', () => {
    const classes = ['a', 'b', 'c', 'd'];
    const properties = ['color', 'padding', 'padding-left', 'display', 'width', 'inline-size', 'margin'];
    const rule = fc.record({
      selector: fc.uniqueArray(fc.constantFrom(...classes), { minLength: 1, maxLength: 2 }),
      declarations: fc.uniqueArray(fc.constantFrom(...properties), { minLength: 1, maxLength: 2 }),
      media: fc.boolean(),
    });
    // What sets each longhand: a shorthand or a logical name sets the same one as its longhand or physical name.
    const sets = (property: string) =>
      ({ padding: ['padding-left', 'padding-right'], 'inline-size': ['width'], margin: ['margin-left', 'margin-right'] })[property] ?? [
        property,
      ];
    type Rule = { selector: string[]; declarations: string[]; media: boolean; id: number };
    const css = (rules: Rule[]) =>
      rules
        .map(({ selector, declarations, media, id }) => {
          const text = `.${selector.join('.')}{${declarations.map((property) => `${property}:${id}`).join(';')}}`;
          return media ? `@media (min-width:600px){${text}}` : text;
        })
        .join('');
    // The cascade of plain rules: the most specific wins, then the later. What each longhand of an element ends as.
    const computed = (text: string, element: string[]) => {
      const winners = new Map<string, { specificity: number; order: number; value: string }>();
      let order = 0;
      for (const [, selector = '', body = ''] of text
        .replace(/@media \(min-width:600px\)\{([^}]*\})\}/g, '$1')
        .matchAll(/\.([\w.]+)\{([^}]*)\}/g)) {
        order += 1;
        const needed = selector.split('.');
        if (!needed.every((name) => element.includes(name))) continue;
        for (const declaration of body.split(';')) {
          const [property = '', value = ''] = declaration.split(':');
          for (const longhand of sets(property)) {
            const best = winners.get(longhand);
            if (!best || needed.length > best.specificity || (needed.length === best.specificity && order > best.order))
              winners.set(longhand, { specificity: needed.length, order, value });
          }
        }
      }
      return Object.fromEntries([...winners].map(([longhand, { value }]) => [longhand, value]).sort());
    };
    fc.assert(
      fc.property(
        fc.array(rule, { minLength: 1, maxLength: 12 }),
        fc.subarray(classes),
        fc.subarray(classes, { minLength: 1 }),
        (drawn, onPage, element) => {
          const whole = css(drawn.map((entry, id) => ({ ...entry, id })));
          const sheet = sheetPieces(whole);
          const page = new Set(onPage);
          const pieces = prunedCss(sheet, page) + cssOfLeaves(sheet, restLeaves(sheet, page));
          expect(computed(pieces, element)).toEqual(computed(whole, element));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
