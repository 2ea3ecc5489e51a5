// Owns the local runtime configuration and the locations the shell's server reads (release pointer, build output).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { RemotesPointerFile } from '@storefront/contracts';
import { REMOTE_APPS } from '@storefront/mf-config/apps';

export { localRuntimeConfig } from '@storefront/mf-config/apps';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const varDir = () => resolve(process.env.STOREFRONT_VAR_DIR ?? resolve(repoRoot, '.var'));
export const pointerFile = () => resolve(varDir(), 'mf-remotes.json');

/** The remotes' dev servers, for `npm run dev`. */
export function devPointer() {
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_APPS).map(([name, app]) => [name, { entry: `http://localhost:${app.port}/mf-manifest.json`, release: 'dev' }]),
  );
  return { remotes };
}

/** The release pointer as it is now (a release moves it without a restart); no pointer reads as no remote. */
export async function readPointer(path: string): Promise<RemotesPointerFile> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as RemotesPointerFile;
  } catch {
    return { remotes: {} as RemotesPointerFile['remotes'] };
  }
}
