// The characters the storefront's own copy of its font holds (scripts/subsetFont.ts): what French and English text uses.
// Anything else falls to the next face of the family (fontsource's Latin Extended) or to the system's font.

/** Code point ranges, inclusive. */
export const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: accented letters, « », °, ², ×, the no-break space
  [0x152, 0x153], // Œ œ
  [0x2010, 0x2027], // dashes, quotes ’ “ ”, bullet, ellipsis
  [0x202f, 0x203a], // narrow no-break space (French punctuation), ‰, ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // minus
];

/** The ranges as a CSS `unicode-range`. */
export const FONT_UNICODE_RANGE = FONT_RANGES.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`)).join(',');

function hex(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Every character of the ranges. */
export function fontCharacters(): string {
  let text = '';
  for (const [from, to] of FONT_RANGES) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

/** How scripts/subsetFont.ts cuts the font: woff2, without the alternate glyphs only a font feature reaches (the site turns none on). */
export const FONT_SUBSET_OPTIONS = { targetFormat: 'woff2', noLayoutClosure: true } as const;
