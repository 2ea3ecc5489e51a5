// Owns a page's critical CSS made by Beasties (ADR 0063's trial): each inline sheet keeps the rules that match the page's HTML,
// and the early script links the whole sheet after it when the shell's code starts.
import Beasties from 'beasties';
import { PRUNED_HREF_ATTRIBUTE } from '../../src/ssr/earlyActions';
import { inlinedCss, type StyleSheet } from './inlineStyles';

const beasties = new Beasties({
  // The sheets are already inline (whole); Beasties reduces each in place and leaves each its own element.
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  // The page's fonts come inline, as they do whole: a font that arrives with the rest would move the text.
  inlineFonts: true,
  keyframes: 'critical',
  logLevel: 'silent',
});

const MARK = 'data-critical-sheet';
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Style elements for the head, each sheet reduced by Beasties to the rules that match the page's HTML (head and body). Only
 * the style elements are taken from its output: the body is sent as React wrote it. A sheet whose text could not be had stays a link.
 */
export async function criticalStyleElements(
  sheets: readonly (StyleSheet | { href: string; css: null })[],
  base: string,
  page: { head: string; body: string },
): Promise<string> {
  const whole = sheets.map((sheet, index) =>
    sheet.css === null ? null : `<style ${MARK}="${index}">${inlinedCss(sheet.css, sheet.href, base)}</style>`,
  );
  const processed = await beasties.process(
    `<!doctype html><html><head>${page.head}${whole.join('')}</head><body>${page.body}</body></html>`,
  );
  const reduced = new Map<number, string>();
  for (const match of processed.matchAll(new RegExp(`<style ${MARK}="(\\d+)">([\\s\\S]*?)</style>`, 'g')))
    reduced.set(Number(match[1]), match[2] ?? '');
  return sheets
    .map((sheet, index) => {
      const href = escapeAttribute(sheet.href);
      if (sheet.css === null) return `<link rel="stylesheet" href="${href}">`;
      return `<style ${PRUNED_HREF_ATTRIBUTE}="${href}">${reduced.get(index) ?? ''}</style>`;
    })
    .join('');
}
