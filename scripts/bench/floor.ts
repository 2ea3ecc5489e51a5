// Owns the benches' floor: a static HTML page of 1 KB (a heading and a paragraph, no script, no style sheet, no image), written
// among the shell's build files so that the shell's own server sends it as it sends any static file (/static/), in the same
// run as the pages measured beside it. What a page's LCP and FCP cost beyond it is the site's own.
import { rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { repoRoot } from '../lib/paths';

export const FLOOR_BYTES = 1024;
const FILE = 'bench-floor.html';

/** The floor page, exactly `bytes` long (UTF-8): its paragraph is padded with plain words to the size. */
export function floorHtml(bytes = FLOOR_BYTES): string {
  const page = (text: string) =>
    `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Plancher du banc d’essai</title></head><body><h1>Plancher du banc d’essai</h1><p>${text}</p></body></html>\n`;
  const room = bytes - Buffer.byteLength(page(''));
  if (room < 0) throw new Error(`a floor page takes at least ${bytes - room} bytes`);
  const words = 'Une page statique de mille octets, servie par le serveur de la coquille, sans script ni feuille de style. ';
  return page(words.repeat(Math.ceil(room / words.length)).slice(0, room));
}

/** Writes the floor among the shell's static files and gives its address on the shell's server, and how to remove it. */
export async function serveFloor(shellUrl: string): Promise<{ url: string; remove: () => Promise<void> }> {
  const path = resolve(repoRoot, 'shell/dist/static', FILE);
  await writeFile(path, floorHtml());
  return { url: `${shellUrl}/static/${FILE}`, remove: () => rm(path, { force: true }) };
}
