// Each service in its own process: a stalled or killed local cloud never holds the shell's pages, and the supervisor starts a
// killed one again. The suite's site is started as `npm start` starts it; the supervisor names each process in its state file.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteStateFile, type SiteService } from '../../scripts/lib/site';
import type { ServiceStatus } from '../../scripts/lib/supervisor';

const statusOf = (service: SiteService) =>
  (JSON.parse(readFileSync(siteStateFile(), 'utf8')) as { services: Record<SiteService, ServiceStatus> }).services[service];

/** A page's time; `render` asks the local stack's shell to render it again rather than read its cache (x-cache-bypass). */
async function timed(request: APIRequestContext, path: string, render = false) {
  const started = performance.now();
  const response = await request.get(path, render ? { headers: { 'x-cache-bypass': '1' } } : {});
  await response.body();
  return {
    ms: performance.now() - started,
    status: response.status(),
    cache: response.headers()['x-cache'],
    render: response.headers()['x-render'],
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Five requests for the cached home page and five that skip the cache, as the shell answers them now. */
async function homeLatency(request: APIRequestContext) {
  const hits = [];
  const misses = [];
  for (let i = 0; i < 5; i++) {
    hits.push(await timed(request, '/fr'));
    misses.push(await timed(request, '/fr', true));
  }
  for (const hit of hits) expect(hit).toMatchObject({ status: 200, cache: expect.stringMatching(/^(hit|stale)$/) });
  for (const miss of misses) expect(miss).toMatchObject({ status: 200, cache: 'miss', render: 'server' });
  return { hits: hits.map((r) => r.ms), misses: misses.map((r) => r.ms) };
}

test.describe('a service that stalls or crashes', () => {
  test('a stalled local cloud: the home page keeps its latency, cached or not; a page whose data is not there yet answers within the data budget', async ({
    request,
  }, info) => {
    // Warm: the home page's data read (a first render may be left to the browser while it loads), and its HTML in the cache.
    await expect.poll(async () => (await timed(request, '/fr', true)).render).toBe('server');
    await expect.poll(async () => (await timed(request, '/fr')).cache).toMatch(/^(hit|stale)$/);
    const before = await homeLatency(request);
    const cloud = statusOf('cloud').pid as number;
    // A real stall: the process holds its connections and answers nothing, as one stuck on a long query would.
    process.kill(cloud, 'SIGSTOP');
    try {
      const during = await homeLatency(request);
      info.annotations.push({
        type: 'latency',
        description: `/fr median before ${median(before.hits).toFixed(0)} ms hit, ${median(before.misses).toFixed(0)} ms miss; cloud stalled ${median(during.hits).toFixed(0)} ms hit, ${median(during.misses).toFixed(0)} ms miss`,
      });
      for (const ms of [...during.hits, ...during.misses]) expect(ms).toBeLessThan(1_000);
      expect(median(during.misses)).toBeLessThan(median(before.misses) + 300);
      // Data the shell has not read yet cannot come from a stalled cloud: the page answers anyway, its content left to the browser.
      const cold = await timed(request, `/en/store/spas?e=isolation-${Date.now()}`, true);
      expect(cold.status).toBe(200);
      expect(cold.ms).toBeLessThan(4_000);
    } finally {
      process.kill(cloud, 'SIGCONT');
    }
    expect(statusOf('cloud')).toMatchObject({ pid: cloud, state: 'ready' });
  });

  test('a killed local cloud: the shell keeps answering, the supervisor starts the cloud again and its images show again', async ({
    page,
    request,
  }) => {
    const first = statusOf('cloud');
    process.kill(first.pid as number, 'SIGKILL');
    const meanwhile = await timed(request, '/fr');
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.ms).toBeLessThan(1_000);
    await expect.poll(() => statusOf('cloud'), { timeout: 60_000 }).toMatchObject({ state: 'ready', restarts: first.restarts + 1 });
    expect(statusOf('cloud').pid).not.toBe(first.pid);

    await page.goto('/fr');
    const image = page.locator('main img[src*="/v0/b/"]').first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
