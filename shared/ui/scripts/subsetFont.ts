// Writes src/fonts/montserrat-latin-wght-storefront.woff2: fontsource's Montserrat (variable weight, Latin) cut down to the
// characters of fontCharacters.ts, without the alternate glyphs only a font feature reaches (the site turns none on).
// 38 KB becomes 30 KB, on the first load of every page. Run it again (`npm run fonts -w @storefront/ui`) after changing
// the characters or updating @fontsource-variable/montserrat, and commit the file.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { FONT_SUBSET_OPTIONS, fontCharacters } from '../src/fontCharacters';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2');
const target = new URL('../src/fonts/montserrat-latin-wght-storefront.woff2', import.meta.url);
const font = await subsetFont(await readFile(source), fontCharacters(), FONT_SUBSET_OPTIONS);
await writeFile(target, font);
console.log(`${target.pathname}: ${(font.length / 1024).toFixed(1)} KB (from ${((await readFile(source)).length / 1024).toFixed(1)} KB)`);
