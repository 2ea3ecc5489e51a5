// `npm run bench:late`: a page whose data is slow (ADR 0012's late data), on the production builds served as `npm start` serves
// them: when its layout leaves and when its content follows, in the same response, each time from a fresh release (a cold
// loader cache) with the local cloud's Firestore answering 1.2 s late; and the same page with its data in time, for its size.
import { get } from 'node:http';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SERVICE_PORTS, REMOTE_NAMES } from '@storefront/mf-config';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';

process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-late');
const { startSite } = await import('../lib/site');

const PATH = '/fr/promotions';
const SAMPLES = Number(process.env.BENCH_LATE_SAMPLES ?? 7);
const LATENCY_MS = 1_200;

interface Timed {
  status: number;
  /** When the chunk holding the layout's main region came, from the request (ms). */
  layoutAt: number;
  /** When the chunk holding the page's region with its release came. */
  contentAt: number;
  bytes: number;
  prunedSheets: number;
}

function timed(url: string): Promise<Timed> {
  return new Promise((done, fail) => {
    const started = performance.now();
    get(url, { headers: { 'accept-encoding': 'identity', 'x-cache-bypass': '1' } }, (response) => {
      let html = '';
      let layoutAt = NaN;
      let contentAt = NaN;
      response.on('data', (chunk: Buffer) => {
        html += chunk.toString('utf8');
        const at = performance.now() - started;
        if (Number.isNaN(layoutAt) && html.includes('id="contenu"')) layoutAt = at;
        if (Number.isNaN(contentAt) && html.includes('data-release="')) contentAt = at;
      });
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          layoutAt,
          contentAt,
          bytes: Buffer.byteLength(html),
          prunedSheets: html.split('data-pruned-href=').length - 1,
        }),
      );
      response.on('error', fail);
    }).on('error', fail);
  });
}

async function firestoreLatency(ms: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${SERVICE_PORTS.localCloud}/_admin/latency`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${process.env.LOCAL_CLOUD_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firestoreMs: ms }),
  });
  if (response.status !== 200) throw new Error(`the local cloud refused the latency (${response.status})`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
const site = await startSite({ write: (line, stream) => stream === 'err' && process.stderr.write(`${line}\n`) });
try {
  await timed(`${site.shellUrl}${PATH}`);
  const inTime: Timed[] = [];
  for (let i = 0; i < SAMPLES; i++) inTime.push(await timed(`${site.shellUrl}${PATH}`));
  const late: Timed[] = [];
  await firestoreLatency(LATENCY_MS);
  try {
    for (let i = 0; i < SAMPLES; i++) {
      await publish('catalogue', resolve(appDir('catalogue'), 'dist'), `bench-late-${i}`);
      late.push(await timed(`${site.shellUrl}${PATH}`));
    }
  } finally {
    await firestoreLatency(0);
  }
  const line = (name: string, runs: Timed[]) =>
    console.log(
      `  ${name.padEnd(22)} status ${[...new Set(runs.map((r) => r.status))].join('/')}  layout ${median(runs.map((r) => r.layoutAt)).toFixed(0)} ms  content ${median(runs.map((r) => r.contentAt)).toFixed(0)} ms  ` +
        `${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KB  pruned sheets ${median(runs.map((r) => r.prunedSheets))}  (medians of ${runs.length})`,
    );
  console.log(`${PATH}, rendered (cache bypassed):`);
  line('data in time', inTime);
  line(`data ${LATENCY_MS} ms late`, late);
} finally {
  await site.close();
}
