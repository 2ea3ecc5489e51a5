// Owns keeping, in a page's inline styles, only the rules its HTML can use: a rule whose selector names a class no element of
// the page has cannot match before the page's code runs, so it only costs bytes before the first paint. The whole sheets
// follow as links, in place, when the shell's code starts (shell/src/ssr/earlyActions.ts): states the code brings (an open
// menu, a dialog) get their rules before they can appear.
import postcss, { type ChildNode, type Container } from 'postcss';

/** A piece of a sheet: a rule kept when one of its selectors' classes are all on the page, or a group of pieces (@media). */
type Piece =
  | { kind: 'always'; css: string }
  | { kind: 'rule'; css: string; selectors: readonly (readonly string[])[] }
  | { kind: 'group'; open: string; pieces: Piece[] };

export interface SheetPieces {
  pieces: Piece[];
}

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;
/** At-rules whose content is rules of the page: kept when one of them is. Any other (keyframes, font-face) is kept whole. */
const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/**
 * The classes a selector needs on the page, or null when it cannot be told (an escaped name): such a rule is always kept.
 * Classes inside parentheses (`:not(.open)`, `:is(.a, .b)`, `:has(.x)`) are not required: they may match without them.
 */
export function classesNeeded(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  let depth = 0;
  let outside = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (depth === 0) outside += char;
    if (char === ')') depth = Math.max(0, depth - 1);
  }
  // Attribute values may hold dots (`[href$=".pdf"]`): only what is outside brackets names classes.
  outside = outside.replace(/\[[^\]]*\]/g, '');
  return [...outside.matchAll(CLASS_NAME)].map((match) => match[1] ?? '');
}

function piecesOf(container: Container<ChildNode>): Piece[] {
  const pieces: Piece[] = [];
  for (const node of container.nodes ?? []) {
    if (node.type === 'comment') continue;
    if (node.type === 'rule') {
      const selectors = node.selectors.map(classesNeeded);
      pieces.push(
        selectors.some((needed) => needed === null || needed.length === 0)
          ? { kind: 'always', css: node.toString() }
          : { kind: 'rule', css: node.toString(), selectors: selectors as string[][] },
      );
    } else if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes) {
      pieces.push({
        kind: 'group',
        open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`,
        pieces: piecesOf(node),
      });
    } else {
      pieces.push({ kind: 'always', css: node.toString() });
    }
  }
  return pieces;
}

/** A sheet cut into pieces once (parsing is the costly part); a sheet that does not parse is one piece, kept whole. */
export function sheetPieces(css: string): SheetPieces {
  try {
    return { pieces: piecesOf(postcss.parse(css)) };
  } catch {
    return { pieces: [{ kind: 'always', css }] };
  }
}

function keep(pieces: readonly Piece[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') css += piece.css;
    else if (piece.kind === 'rule') {
      if (piece.selectors.some((needed) => needed.every((name) => classes.has(name)))) css += piece.css;
    } else {
      const inner = keep(piece.pieces, classes);
      if (inner) css += `${piece.open}${inner}}`;
    }
  }
  return css;
}

/** The sheet's rules that may match an element of a page with these classes, in their order. */
export function prunedCss(sheet: SheetPieces, classes: ReadonlySet<string>): string {
  return keep(sheet.pieces, classes);
}

/** Every class named in an HTML text's `class` attributes. */
export function classesOfHtml(...html: string[]): Set<string> {
  const classes = new Set<string>();
  for (const text of html) {
    for (const match of text.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
    }
  }
  return classes;
}
