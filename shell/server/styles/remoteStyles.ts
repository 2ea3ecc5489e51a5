// Owns the style sheets of a remote's pages that a server-rendered page links in its head, read from the live release's manifest.
import type { RemoteName, RemotesPointerFile } from '@storefront/contracts';

interface Manifest {
  exposes?: { path: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

/**
 * Style sheets of a remote's './routes' (its pages' chunks included) and of the given other exposed modules (the layout's slots the
 * server rendered with the page), as absolute addresses in its release folder, each once. A remote whose page is not the one
 * shown gives its slots' alone (`withRoutes` false: the newsletter block of every page, from mfe-forms).
 */
export function routeStyleSheets(manifest: Manifest, entry: string, otherExposes: readonly string[] = [], withRoutes = true): string[] {
  const files = [...(withRoutes ? ['./routes'] : []), ...otherExposes].flatMap((path) => {
    const expose = manifest.exposes?.find((candidate) => candidate.path === path);
    return expose ? [...expose.assets.css.sync, ...expose.assets.css.async] : [];
  });
  return [...new Set(files)].map((file) => new URL(file, entry).href);
}

/** One read per release (its folder never changes); a release that is no longer live is forgotten. */
export function createRemoteStyles(
  fetchManifest: (entry: string) => Promise<Manifest> = async (entry) =>
    (await fetch(entry, { signal: AbortSignal.timeout(500) })).json() as Promise<Manifest>,
) {
  const known = new Map<string, Promise<Manifest>>();
  return async function styleSheets(
    remote: RemoteName,
    pointer: RemotesPointerFile,
    otherExposes: readonly string[] = [],
    withRoutes = true,
  ): Promise<string[]> {
    const live = new Set(Object.values(pointer.remotes).map((r) => r.entry));
    for (const entry of known.keys()) if (!live.has(entry)) known.delete(entry);
    const entry = pointer.remotes[remote]?.entry;
    if (!entry) return [];
    let manifest = known.get(entry);
    if (!manifest) {
      manifest = fetchManifest(entry);
      known.set(entry, manifest);
      manifest.catch(() => known.delete(entry));
    }
    return manifest.then((read) => routeStyleSheets(read, entry, otherExposes, withRoutes)).catch(() => []);
  };
}
