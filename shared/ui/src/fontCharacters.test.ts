import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { FONT_RANGES, FONT_SUBSET_OPTIONS, FONT_UNICODE_RANGE, fontCharacters } from './fontCharacters';

const repo = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');
/** Every catalogue of the site's interface text, French and English. */
const CATALOGUES = [
  'shell/src/messages.ts',
  'shared/i18n/src/messages.ts',
  'shared/validation/src/messages.ts',
  'mfe-catalogue/src/i18n.ts',
  'mfe-shop/src/i18n.ts',
  'mfe-checkout/src/i18n.ts',
  'mfe-forms/src/i18n.ts',
];

describe("the storefront's copy of its font", () => {
  it('is declared with the range it holds', () => {
    const css = read('shared/ui/src/styles.css').replace(/\s+/g, ' ');
    expect(css).toContain(
      `src: url('./fonts/montserrat-latin-wght-storefront.woff2') format('woff2-variations'); unicode-range: ${FONT_UNICODE_RANGE.replaceAll(',', ', ')};`,
    );
  });

  it('holds every character of the interface text in French and English', () => {
    const inRange = (code: number) => FONT_RANGES.some(([from, to]) => code >= from && code <= to);
    const missing = new Set<string>();
    for (const path of CATALOGUES) {
      for (const character of read(path)) {
        const code = character.codePointAt(0) ?? 0;
        if (code >= 0x20 && !inRange(code)) missing.add(`${character} U+${code.toString(16)} (${path})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('is the one scripts/subsetFont.ts makes from the installed fontsource font (run `npm run fonts` after a change)', async () => {
    const source = readFileSync(
      createRequire(import.meta.url).resolve('@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2'),
    );
    const made = await subsetFont(source, fontCharacters(), FONT_SUBSET_OPTIONS);
    const committed = readFileSync(new URL('./fonts/montserrat-latin-wght-storefront.woff2', import.meta.url));
    expect(made.length).toBeLessThan(source.length * 0.85);
    expect(Buffer.compare(made, committed)).toBe(0);
  });
});
