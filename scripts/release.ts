// `npm run release -- <remote> [--label L]`: builds one remote and makes that build live, without touching the shell; the first
// release of a new remote registers it (the CDN starts serving it, the shell reads its pages from the pointer).
// `npm run rollback -- <remote>`: makes the remote's previous release live again (after a first release: withdraws the remote).
// <remote> is a remote's name or its folder (./mfe-water, or a folder outside the checkout). `--built <dir>` publishes a build
// made elsewhere (a remote standing alone builds itself with its own tools: `storefront-kit release`, ADR 0067).
// With a cluster running (`npm run start:cluster`), both then drop the remote's pages from its CDN (cdnRelease.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteApp } from '@storefront/mf-config/apps';
import { publish, readPointer, rollback } from './lib/releases';
import { SITE_TAG } from '../shell/server/freshness/cdnPurge';
import { purgeAfterRelease } from './lib/cdnRelease';
import { appDir, pointerUrl } from './lib/paths';
import { bin, run } from './lib/run';

const [command, name, ...rest] = process.argv.slice(2);
const labelIndex = rest.indexOf('--label');
const label = labelIndex >= 0 ? rest[labelIndex + 1] : undefined;
const builtIndex = rest.indexOf('--built');
const built = builtIndex >= 0 ? rest[builtIndex + 1] : undefined;

/** Whether a site is running here: its CDN answers for the release pointer. */
async function siteRuns(): Promise<boolean> {
  return fetch(pointerUrl(), { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** With a site running, waits until the remote's origin answers (at once for a known remote, a moment for a first release). */
async function originAnswers(origin: string): Promise<void> {
  if (!(await siteRuns())) return;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The CDN does not serve ${origin} yet: is its port free? Nothing was made live.`);
}

async function release() {
  const remote = remoteApp(name);
  const tag = label ?? new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  if (!/^[A-Za-z0-9._-]+$/.test(tag)) throw new Error(`A release label may use letters, digits, '.', '_' and '-' only (got ${tag})`);
  const out = built ?? (await mkdtemp(join(tmpdir(), `release-${remote.name}-`)));
  try {
    if (!built)
      await run(bin('rsbuild'), ['build'], { cwd: appDir(remote), env: { STOREFRONT_DIST_DIR: out, STOREFRONT_RELEASE_LABEL: tag } });
    const first = !(await readPointer()).remotes[remote.name];
    const published = await publish(remote, out, tag, { waitForOrigin: originAnswers });
    const contract = published.contract ? `, built against contract ${published.contract}` : '';
    console.log(`${remote.name} ${published.release} is live${contract}${published.created ? '' : ' (same build as an earlier release)'}`);
    // A first release adds links to every page (the menu's, for one), not only to the pages naming the remote.
    await purgeAfterRelease(first ? SITE_TAG : remote.name);
  } finally {
    if (!built) await rm(out, { recursive: true, force: true });
  }
}

async function back() {
  const remote = name?.includes('/') ? remoteApp(name).name : (name ?? '');
  const { from, to } = await rollback(remote);
  console.log(to ? `${remote}: ${from} -> ${to}` : `${remote}: ${from} withdrawn (its first release): the remote is no longer live`);
  await purgeAfterRelease(to ? remote : SITE_TAG);
}

try {
  if (command === 'release') await release();
  else if (command === 'rollback') await back();
  else throw new Error('Usage: release <remote> [--label L] | rollback <remote>');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
