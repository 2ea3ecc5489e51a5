// Owns telling the CDN in front of the shell's copies (Varnish, in the cluster) to drop pages: a ban by tag, the tags a page
// carries, and the hook the staff's purge and Shopify's webhook call. Without STOREFRONT_CDN_PURGE_URL there is no CDN to tell.
import type { RemoteName, RemotesPointerFile } from '@storefront/contracts';

/** The header a page names its tags in (vmod xkey's name, so that moving to the vmod changes no origin). */
export const TAG_HEADER = 'xkey';
/** The tag every page carries: one ban of it empties the CDN of pages. */
export const SITE_TAG = 'site';
/** What a tag may be: it goes into a ban expression, so nothing else gets in. */
export const TAG_PATTERN = /^[a-z0-9][a-z0-9._-]{0,62}$/;

/**
 * A page's tags at the CDN: the site's; each remote whose release the document names (the page's own, rendered on the server,
 * and every other in the pointer the page carries for the browser), so that a release or a rollback of a remote bans them;
 * and what the page shows (htmlCache.ts pageTags: a product, a listing), so that a catalogue change bans only those.
 */
export function cdnTags(pointer: RemotesPointerFile, contentTags: readonly string[] = []): string {
  const tags = [SITE_TAG, ...(Object.keys(pointer.remotes) as RemoteName[]).sort(), ...contentTags.filter((tag) => TAG_PATTERN.test(tag))];
  return [...new Set(tags)].join(' ');
}

export interface BanResult {
  tag: string;
  ok: boolean;
  detail: string;
}

/** Bans every object tagged `tag` from the Varnish at `url` (a port it listens on, from this machine): a PURGE naming the tag, as vmod xkey takes it. */
export async function banTag(url: string, tag: string, get: typeof fetch = fetch): Promise<BanResult> {
  if (!TAG_PATTERN.test(tag)) return { tag, ok: false, detail: `${tag} is not a tag` };
  try {
    const response = await get(url, { method: 'PURGE', headers: { [TAG_HEADER]: tag }, signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return { tag, ok: response.ok, detail: `${response.status}` };
  } catch (error) {
    return { tag, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Drops pages from the CDN (env STOREFRONT_CDN_PURGE_URL: the Varnish the cluster starts) after the catalogue changed: those
 * under the tags given (the same the shell's own cache drops), every page without any; a failure is logged, never thrown:
 * the pages then leave the CDN at their s-maxage.
 */
export async function purgeCdnPages(
  log: (message: string) => void,
  tags: readonly string[] = [SITE_TAG],
  env: NodeJS.ProcessEnv = process.env,
  get: typeof fetch = fetch,
): Promise<BanResult[] | null> {
  const url = env.STOREFRONT_CDN_PURGE_URL;
  if (!url) return null;
  const results = await Promise.all(tags.map((tag) => banTag(url, tag, get)));
  for (const result of results)
    if (!result.ok) log(`[cdn] the ban of ${result.tag} at ${url} failed (${result.detail}): its pages leave the CDN at their s-maxage`);
  return results;
}
