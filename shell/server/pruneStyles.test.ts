import { describe, expect, it } from 'vitest';
import { classesNeeded, classesOfHtml, prunedCss, sheetPieces } from './pruneStyles';

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
