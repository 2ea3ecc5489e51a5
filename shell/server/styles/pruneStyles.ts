// Owns keeping, in a page's inline styles, only the rules its HTML can use: a rule whose selector names a class no element of
// the page has cannot match before the page's code runs, so it only costs bytes before the first paint. The rest of each
// sheet follows, in place, when the shell's code starts (shell/src/ssr/earlyActions.ts): states the code brings (an open
// menu, a dialog) get their rules before they can appear. That rest holds only what the inline copy lacks, so its arrival
// restyles next to nothing on the page (a whole sheet's restyled every element, in one of a phone's longest tasks).
import Specificity from '@bramus/specificity';
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';

/**
 * One rule or at-rule of a sheet (not a group), numbered in order. A style rule knows what decides its place in the cascade
 * against another: its selectors' specificities and the properties it sets, by family so that a shorthand meets its
 * longhands. Anything else (@font-face, @keyframes) has no such place to keep.
 */
interface Leaf {
  index: number;
  cascade: { specificities: readonly string[]; families: readonly string[] } | null;
}

/** A piece of a sheet: a rule kept when one of its selectors' classes are all on the page, or a group of pieces (@media). */
type Piece =
  | { kind: 'always'; css: string; leaf: Leaf }
  | { kind: 'rule'; css: string; selectors: readonly (readonly string[])[]; leaf: Leaf }
  | { kind: 'group'; open: string; pieces: Piece[] };
type LeafPiece = Exclude<Piece, { kind: 'group' }>;

export interface SheetPieces {
  pieces: Piece[];
  /** How many leaves the sheet has. */
  leafCount: number;
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

/** Any specificity: a selector the calculator cannot read ties with every other. */
const ANY = '*';

/** Properties that set another family's: shorthands over longhands named otherwise, and the logical names of sizes. */
const FAMILY_OF: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  width: 'size',
  height: 'size',
  inline: 'size',
  block: 'size',
  line: 'font',
  gap: 'gap',
  row: 'gap',
  'grid-gap': 'gap',
  'grid-row-gap': 'gap',
  'grid-column-gap': 'gap',
  'column-gap': 'gap',
  columns: 'column',
  white: 'text',
  place: 'align',
  justify: 'align',
};

/**
 * The family of a property: a custom property is its own; else its first word (a vendor prefix aside), or the family the
 * table gives. `all` sets every property, so it ties with any.
 */
function propertyFamily(property: string): string {
  const name = property.toLowerCase();
  if (name.startsWith('--')) return name;
  const plain = name.replace(/^-(webkit|moz|ms|o)-/, '');
  return FAMILY_OF[plain] ?? FAMILY_OF[plain.split('-')[0] ?? plain] ?? plain.split('-')[0] ?? plain;
}

function cascadeOf(rule: Rule): Leaf['cascade'] {
  const families = new Set<string>();
  rule.walkDecls((decl) => void families.add(propertyFamily(decl.prop)));
  let specificities: string[];
  try {
    specificities = rule.selectors.flatMap((selector) => Specificity.calculate(selector).map((specificity) => specificity.toString()));
  } catch {
    specificities = [ANY];
  }
  return { specificities, families: [...families] };
}

function piecesOf(container: Container<ChildNode>, leaves: { count: number }): Piece[] {
  const pieces: Piece[] = [];
  const leaf = (cascade: Leaf['cascade']): Leaf => ({ index: leaves.count++, cascade });
  for (const node of container.nodes ?? []) {
    if (node.type === 'comment') continue;
    if (node.type === 'rule') {
      const selectors = node.selectors.map(classesNeeded);
      pieces.push(
        selectors.some((needed) => needed === null || needed.length === 0)
          ? { kind: 'always', css: node.toString(), leaf: leaf(cascadeOf(node)) }
          : { kind: 'rule', css: node.toString(), selectors: selectors as string[][], leaf: leaf(cascadeOf(node)) },
      );
    } else if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes) {
      pieces.push({
        kind: 'group',
        open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`,
        pieces: piecesOf(node, leaves),
      });
    } else {
      pieces.push({ kind: 'always', css: node.toString(), leaf: leaf(null) });
    }
  }
  return pieces;
}

/**
 * A sheet cut into pieces once (parsing is the costly part). A sheet that does not parse, or that orders its rules by
 * cascade layers rather than by their place, is one piece, kept whole.
 */
export function sheetPieces(css: string): SheetPieces {
  try {
    const root = postcss.parse(css);
    let layered = false;
    root.walkAtRules('layer', () => void (layered = true));
    if (!layered) {
      const leaves = { count: 0 };
      const pieces = piecesOf(root, leaves);
      return { pieces, leafCount: leaves.count };
    }
  } catch {
    // kept whole, below
  }
  return { pieces: [{ kind: 'always', css, leaf: { index: 0, cascade: null } }], leafCount: 1 };
}

/** The leaves `take` picks, in their order, inside their groups. */
function leavesCss(pieces: readonly Piece[], take: (piece: LeafPiece) => boolean): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind !== 'group') {
      if (take(piece)) css += piece.css;
    } else {
      const inner = leavesCss(piece.pieces, take);
      if (inner) css += `${piece.open}${inner}}`;
    }
  }
  return css;
}

function* leavesOf(pieces: readonly Piece[]): Generator<LeafPiece> {
  for (const piece of pieces) {
    if (piece.kind === 'group') yield* leavesOf(piece.pieces);
    else yield piece;
  }
}

const mayMatch = (piece: LeafPiece, classes: ReadonlySet<string>) =>
  piece.kind === 'always' || piece.selectors.some((needed) => needed.every((name) => classes.has(name)));

/** The sheet's rules that may match an element of a page with these classes, in their order. */
export function prunedCss(sheet: SheetPieces, classes: ReadonlySet<string>): string {
  return leavesCss(sheet.pieces, (piece) => mayMatch(piece, classes));
}

/**
 * The leaves the rest of a pruned sheet holds, as a bitmap by leaf number: every rule the pruned copy dropped, and every
 * kept rule that a rule already in the rest could override by its place alone (the same specificity, a property of the same
 * family). The rest comes right after the pruned copy, so with those copies the later of two such rules still wins, as in
 * the whole sheet; a kept rule that ties with nothing in the rest before it keeps its one place, in the copy.
 */
export function restLeaves(sheet: SheetPieces, classes: ReadonlySet<string>): Uint8Array {
  const bitmap = new Uint8Array(Math.ceil(sheet.leafCount / 8));
  // For each property family, the specificities the rest sets it with so far.
  const rest = new Map<string, Set<string>>();
  const ties = ({ families, specificities }: NonNullable<Leaf['cascade']>) =>
    families.some((family) => {
      const set = family === 'all' ? new Set([...rest.values()].flatMap((each) => [...each])) : rest.get(family);
      const any = rest.get('all');
      return [set, any].some(
        (known) => known !== undefined && known.size > 0 && (known.has(ANY) || specificities.some((s) => s === ANY || known.has(s))),
      );
    });
  for (const piece of leavesOf(sheet.pieces)) {
    const { index, cascade } = piece.leaf;
    if (mayMatch(piece, classes) && (cascade === null || !ties(cascade))) continue;
    bitmap[index >> 3] = (bitmap[index >> 3] ?? 0) | (1 << (index & 7));
    for (const family of cascade?.families ?? []) {
      const set = rest.get(family) ?? new Set<string>();
      for (const specificity of cascade?.specificities ?? []) set.add(specificity);
      rest.set(family, set);
    }
  }
  return bitmap;
}

/** The leaves a bitmap names, in their order, inside their groups: the text of a pruned sheet's rest. */
export function cssOfLeaves(sheet: SheetPieces, bitmap: Uint8Array): string {
  return leavesCss(sheet.pieces, ({ leaf: { index } }) => ((bitmap[index >> 3] ?? 0) & (1 << (index & 7))) !== 0);
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
