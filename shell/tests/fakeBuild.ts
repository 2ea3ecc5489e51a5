// Owns a build of the shell for the server's tests: its document, its icons, a release pointer, and a stand-in for the
// server-rendering bundle (dist/server/index.js) whose render each test writes (a page's loaders, a remote that fails).
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderRequest } from '../src/ssr/render';
import { SITE_ICONS } from '../server/config/configFiles';
import { SITE_POINTER } from './sitePages';

/** What a test's render does before the page is answered (the stand-in's loaders): a fetch, a log line, a remote's failure. */
export type RenderWork = (request: RenderRequest) => Promise<void> | void;

const HOOK = Symbol.for('storefront.tests.render-work');
type Holder = typeof globalThis & { [HOOK]?: RenderWork };

/** Sets what the stand-in renderer does on each render (nothing more by default). */
export function onRender(work: RenderWork | undefined): void {
  (globalThis as Holder)[HOOK] = work;
}

// The stand-in answers every address with a whole page: rendered on the server, kept in the HTML cache when it may be shared.
const RENDERER = `import { Readable } from 'node:stream';
export const STREAM_AFTER_MS = 500;
export function serverStateScript() { return '<script>window.__state = {}</script>'; }
export async function renderPage(request) {
  await globalThis[Symbol.for('storefront.tests.render-work')]?.(request);
  const state = { config: request.config, pointer: request.pointer, origin: request.origin, rendered: null, hydrationData: null, slots: [] };
  return { kind: 'page', status: 200, body: Readable.from(['<main>page</main>']), state, locale: 'fr', remote: null, build: null,
    fallback: null, pageMeta: null, streamed: false, missingSlots: [] };
}
`;

/** A build directory with the stand-in renderer, one script, and the pointer file beside it. */
export async function fakeBuild(): Promise<{ distDir: string; pointerPath: string }> {
  const distDir = await mkdtemp(join(tmpdir(), 'shell-build-'));
  await mkdir(join(distDir, 'server'), { recursive: true });
  await mkdir(join(distDir, 'static/js'), { recursive: true });
  await writeFile(join(distDir, 'static/js/index.0123abcd.js'), 'console.log("shell");');
  await writeFile(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="fr-CA"><head><title>Piscines Soleil</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(distDir, 'server/index.js'), RENDERER);
  for (const icon of SITE_ICONS) await copyFile(new URL(`../public/${icon}`, import.meta.url), join(distDir, icon));
  const pointerPath = join(distDir, 'mf-remotes.json');
  await writeFile(pointerPath, JSON.stringify(SITE_POINTER));
  return { distDir, pointerPath };
}
