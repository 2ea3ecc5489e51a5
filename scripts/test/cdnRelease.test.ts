// A release or a rollback tells a running cluster's CDN: the remote's tag banned at once and again after the copies' pointer lifetime.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purgeAfterRelease } from '../lib/cdnRelease';

let previous: string | undefined;
beforeEach(async () => {
  previous = process.env.STOREFRONT_VAR_DIR;
  process.env.STOREFRONT_VAR_DIR = await mkdtemp(join(tmpdir(), 'var-'));
});
afterEach(() => {
  if (previous === undefined) delete process.env.STOREFRONT_VAR_DIR;
  else process.env.STOREFRONT_VAR_DIR = previous;
});

async function clusterState(purgeUrl: string, supervisor: number) {
  await mkdir(join(process.env.STOREFRONT_VAR_DIR as string, 'cluster'), { recursive: true });
  await writeFile(
    join(process.env.STOREFRONT_VAR_DIR as string, 'cluster/cluster.json'),
    JSON.stringify({ supervisor, purgeUrl, siteUrl: '', apiUrl: '', startedAt: '' }),
  );
}

describe("a release's purge of the cluster's CDN", () => {
  it('does nothing without a cluster, or when the cluster named has stopped', async () => {
    expect(await purgeAfterRelease('shop', { secondBanAfterMs: 0 }, () => {})).toBeNull();
    // A pid no process has (beyond the kernel's pid_max).
    await clusterState('http://127.0.0.1:9/', 2 ** 22 + 1);
    expect(await purgeAfterRelease('shop', { secondBanAfterMs: 0 }, () => {})).toBeNull();
  });

  it("bans the remote's tag at once and again after the pointer's lifetime, saying so", async () => {
    const bans: { tag: string; at: number }[] = [];
    const server = createServer((request, response) => {
      bans.push({ tag: String(request.headers.xkey), at: performance.now() });
      response.end('Banned');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      await clusterState(`http://127.0.0.1:${(server.address() as { port: number }).port}/`, process.pid);
      const lines: string[] = [];
      const took = await purgeAfterRelease('checkout', { secondBanAfterMs: 300 }, (line) => lines.push(line));
      expect(bans.map((ban) => ban.tag)).toEqual(['checkout', 'checkout']);
      expect(bans[1]!.at - bans[0]!.at).toBeGreaterThanOrEqual(290);
      expect(took).toBeGreaterThanOrEqual(290);
      expect(lines).toEqual([
        'CDN: pages naming checkout dropped (now)',
        'CDN: pages naming checkout dropped (again after 0 s, once every copy reads the new pointer)',
      ]);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
