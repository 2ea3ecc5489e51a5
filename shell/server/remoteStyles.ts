// Owns the style sheets of a remote's pages that a server-rendered page links in its head, read from the live release's manifest.
import type { RemoteName, RemotesPointerFile } from '@storefront/contracts';

interface Manifest {
  exposes?: { path: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

/** Style sheets of a remote's './routes' (its pages' chunks included), as absolute addresses in its release folder. */
export function routeStyleSheets(manifest: Manifest, entry: string): string[] {
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  if (!routes) return [];
  return [...routes.assets.css.sync, ...routes.assets.css.async].map((file) => new URL(file, entry).href);
}

/** One read per release (its folder never changes); a release that is no longer live is forgotten. */
export function createRemoteStyles(fetchManifest: (entry: string) => Promise<Manifest> = async (entry) => (await fetch(entry, { signal: AbortSignal.timeout(500) })).json() as Promise<Manifest>) {
  const known = new Map<string, Promise<string[]>>();
  return async function styleSheets(remote: RemoteName, pointer: RemotesPointerFile): Promise<string[]> {
    const live = new Set(Object.values(pointer.remotes).map((r) => r.entry));
    for (const entry of known.keys()) if (!live.has(entry)) known.delete(entry);
    const entry = pointer.remotes[remote]?.entry;
    if (!entry) return [];
    let sheets = known.get(entry);
    if (!sheets) {
      sheets = fetchManifest(entry).then((manifest) => routeStyleSheets(manifest, entry));
      known.set(entry, sheets);
      sheets.catch(() => known.delete(entry));
    }
    return sheets.catch(() => []);
  };
}
