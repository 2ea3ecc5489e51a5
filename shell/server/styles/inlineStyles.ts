// Owns putting a page's style sheets inside its HTML: no request stands between the HTML and the first paint.
import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { PRUNED_HREF_ATTRIBUTE, REST_HREF_ATTRIBUTE } from '../../src/ssr/earlyActions';
import { prunedCss, restLeaves, sheetPieces, type SheetPieces } from './pruneStyles';

export interface StyleSheet {
  /** The sheet's address, as the federation's and the shell's chunk loaders name it (they skip a sheet already in the page by it). */
  href: string;
  css: string;
  /** The sheet cut into rules, for pruning it to a page's classes (parsed once per sheet). */
  pieces?: SheetPieces;
}

const URL_REFERENCE = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g;

/**
 * A sheet's relative `url()`s (fonts, images) resolved against the sheet's own address, as the browser would resolve them had the
 * sheet been linked; `</style` is escaped so no sheet can close its element early.
 */
export function inlinedCss(css: string, href: string, base: string): string {
  const sheetUrl = new URL(href, base);
  const sameOrigin = sheetUrl.origin === new URL(base).origin;
  return css
    .replace(URL_REFERENCE, (whole, quote: string, target: string) => {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target)) return whole;
      const resolved = new URL(target, sheetUrl);
      return `url(${quote}${sameOrigin ? resolved.pathname + resolved.search : resolved.href}${quote})`;
    })
    .replace(/<\/style/gi, '<\\/style');
}

/** Where the shell serves the rest of a pruned sheet (restStyles.ts). */
export const REST_STYLES_PATH = '/_styles/rest.css';

/** The address of a sheet's rest: the sheet's own address and the bitmap of the leaves the rest holds (base64url). */
export function restStylesHref(sheetHref: string, leaves: Uint8Array): string {
  return `${REST_STYLES_PATH}?sheet=${encodeURIComponent(sheetHref)}&leaves=${Buffer.from(leaves).toString('base64url')}`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Style elements for the head; a sheet whose text could not be had stays a link. Given the classes of the page's HTML, each
 * sheet keeps only the rules that may match (pruneStyles.ts) and says so: its `data-href` would tell the chunk loaders the
 * whole sheet is there, so a pruned one names its sheet in `data-pruned-href` instead, and the address of its rest in
 * `data-rest-href`: the early script links that rest in place, under the sheet's name.
 */
export function styleElements(
  sheets: readonly (StyleSheet | { href: string; css: null })[],
  base: string,
  classes?: ReadonlySet<string>,
): string {
  // Pages of one kind have the same classes: a sheet read once (its pieces) gives the same element for them, made once.
  const key = `${base}\n${classes ? [...classes].sort().join(' ') : '*'}`;
  return sheets
    .map((sheet) => {
      if (sheet.css === null || !sheet.pieces) return styleElement(sheet, base, classes);
      let made = elementsMade.get(sheet.pieces);
      if (!made) elementsMade.set(sheet.pieces, (made = new LRUCache<string, string>({ max: ELEMENTS_PER_SHEET })));
      let element = made.get(key);
      if (element === undefined) made.set(key, (element = styleElement(sheet, base, classes)));
      return element;
    })
    .join('');
}

/** A sheet's element per page kind: far more than a site's kinds of page, few enough for a sheet's copies to stay small. */
const ELEMENTS_PER_SHEET = 64;
const elementsMade = new WeakMap<SheetPieces, LRUCache<string, string>>();

function styleElement(sheet: StyleSheet | { href: string; css: null }, base: string, classes?: ReadonlySet<string>): string {
  const href = escapeAttribute(sheet.href);
  if (sheet.css === null) return `<link rel="stylesheet" href="${href}">`;
  const whole = `<style data-href="${href}">${inlinedCss(sheet.css, sheet.href, base)}</style>`;
  if (!classes) return whole;
  const pieces = sheet.pieces ?? sheetPieces(sheet.css);
  const pruned = prunedCss(pieces, classes);
  if (pruned.length >= sheet.css.length) return whole;
  const rest = escapeAttribute(restStylesHref(sheet.href, restLeaves(pieces, classes)));
  return `<style ${PRUNED_HREF_ATTRIBUTE}="${href}" ${REST_HREF_ATTRIBUTE}="${rest}">${inlinedCss(pruned, sheet.href, base)}</style>`;
}

/** A sheet's text, read once per address: hashed build output never changes under the same name. Failures are not kept. */
export function createSheetReader(read: (href: string) => Promise<string>) {
  const known = new Map<string, Promise<{ css: string; pieces: SheetPieces }>>();
  const sheet = async (href: string): Promise<StyleSheet | { href: string; css: null }> => {
    let text = known.get(href);
    if (!text) {
      text = read(href).then((css) => ({ css, pieces: sheetPieces(css) }));
      known.set(href, text);
      text.catch(() => known.delete(href));
    }
    return text.then(
      ({ css, pieces }) => ({ href, css, pieces }),
      () => ({ href, css: null }),
    );
  };
  /** Forgets the sheets of releases that are no longer live, so memory does not grow with each release. */
  const retain = (keep: (href: string) => boolean) => {
    for (const href of known.keys()) if (!keep(href)) known.delete(href);
  };
  return Object.assign(sheet, { retain });
}

/** Reads the shell's own sheets from its build, and a remote's from its release origin (with a short deadline). */
export function readSheet(distDir: string, href: string): Promise<string> {
  if (href.startsWith('/static/')) return readFile(`${distDir}${href}`, 'utf8');
  return fetch(href, { signal: AbortSignal.timeout(500) }).then((response) => {
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    return response.text();
  });
}
