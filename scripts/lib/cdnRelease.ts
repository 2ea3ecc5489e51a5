// Owns what a release or a rollback tells the CDN of a running cluster: drop every page that names the remote, at once and
// again once every copy of the shell's server has read the new pointer, so that no copy puts an old page back in the CDN.
import type { RemoteName } from '@storefront/contracts';
import { banTag, SITE_TAG } from '../../shell/server/freshness/cdnPurge';
import { DEFAULT_POINTER_MAX_AGE_MS } from '../../shell/server/pointer/pointer';
import { runningCluster } from './cluster';

export interface PurgeTiming {
  /** How long after the first ban the second is sent: the copies' pointer lifetime, and a margin for a read under way. */
  secondBanAfterMs: number;
}

export const DEFAULT_PURGE_TIMING: PurgeTiming = { secondBanAfterMs: DEFAULT_POINTER_MAX_AGE_MS + 1_000 };

/**
 * Bans the remote's tag from the running cluster's Varnish (nothing without a cluster); `SITE_TAG` in its place bans every
 * page, for a remote's first release or its withdrawal, which change the links of pages that do not name it. A page rendered between the first ban
 * and a copy's next pointer read still names the old release: the second ban, after the pointer's lifetime, drops it.
 * Answers the time from the first ban to the last, or null without a cluster.
 */
export async function purgeAfterRelease(
  remote: RemoteName | typeof SITE_TAG,
  timing: PurgeTiming = DEFAULT_PURGE_TIMING,
  log = (line: string) => console.log(line),
): Promise<number | null> {
  const cluster = runningCluster();
  if (!cluster) return null;
  const started = performance.now();
  const ban = async (which: string) => {
    const result = await banTag(cluster.purgeUrl, remote);
    log(
      result.ok
        ? `CDN: ${remote === SITE_TAG ? 'every page' : `pages naming ${remote}`} dropped (${which})`
        : `CDN: the ban of ${remote} failed (${result.detail}); its pages leave the CDN at their s-maxage`,
    );
  };
  await ban('now');
  await new Promise((done) => setTimeout(done, timing.secondBanAfterMs));
  await ban(`again after ${(timing.secondBanAfterMs / 1000).toFixed(0)} s, once every copy reads the new pointer`);
  return performance.now() - started;
}
