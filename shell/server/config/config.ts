// Owns the local runtime configuration and the locations the shell's server reads (release pointer, build output).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { MANIFEST_PAGES_KEY, type PageDeclaration, type RemotesPointerFile } from '@storefront/contracts';
import { REMOTES } from '@storefront/mf-config/apps';

export { localRuntimeConfig } from '@storefront/mf-config/apps';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const varDir = () => resolve(process.env.STOREFRONT_VAR_DIR ?? resolve(repoRoot, '.var'));
export const pointerFile = () => resolve(varDir(), 'mf-remotes.json');

/** The pages a dev server's manifest declares (none while it does not answer). */
async function devPages(entry: string): Promise<readonly PageDeclaration[]> {
  try {
    const manifest = (await (await fetch(entry, { signal: AbortSignal.timeout(2_000) })).json()) as { metaData?: Record<string, unknown> };
    const pages = manifest.metaData?.[MANIFEST_PAGES_KEY];
    return Array.isArray(pages) ? (pages as PageDeclaration[]) : [];
  } catch {
    return [];
  }
}

/** The remotes' dev servers, for `npm run dev`, each with the pages its manifest declares (as the release tool copies them). */
export async function devPointer(): Promise<RemotesPointerFile> {
  const remotes = await Promise.all(
    REMOTES.map(async (app) => {
      const entry = `http://localhost:${app.port}/mf-manifest.json`;
      return [app.name, { entry, release: 'dev', pages: await devPages(entry) }] as const;
    }),
  );
  return { remotes: Object.fromEntries(remotes) };
}

/** The release pointer as it is now (a release moves it without a restart); no pointer reads as no remote. */
export async function readPointer(path: string): Promise<RemotesPointerFile> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as RemotesPointerFile;
  } catch {
    return { remotes: {} as RemotesPointerFile['remotes'] };
  }
}
