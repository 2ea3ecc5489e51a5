// `npm run release -- <remote> [--label L]`: builds one remote and makes that build live, without touching the shell.
// `npm run rollback -- <remote>`: makes the remote's previous release live again.
// With a cluster running (`npm run start:cluster`), both then drop the remote's pages from its CDN (cdnRelease.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRemote, publish, rollback } from './lib/releases';
import { purgeAfterRelease } from './lib/cdnRelease';
import { appDir } from './lib/paths';
import { bin, run } from './lib/run';

const [command, name, ...rest] = process.argv.slice(2);
const labelIndex = rest.indexOf('--label');
const label = labelIndex >= 0 ? rest[labelIndex + 1] : undefined;

async function release() {
  const remote = parseRemote(name);
  const tag = label ?? new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  if (!/^[A-Za-z0-9._-]+$/.test(tag)) throw new Error(`A release label may use letters, digits, '.', '_' and '-' only (got ${tag})`);
  const out = await mkdtemp(join(tmpdir(), `release-${remote}-`));
  try {
    await run(bin('rsbuild'), ['build'], { cwd: appDir(remote), env: { STOREFRONT_DIST_DIR: out, STOREFRONT_RELEASE_LABEL: tag } });
    const published = await publish(remote, out, tag);
    console.log(`${remote} ${published.release} is live${published.created ? '' : ' (same build as an earlier release)'}`);
    await purgeAfterRelease(remote);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

async function back() {
  const remote = parseRemote(name);
  const { from, to } = await rollback(remote);
  console.log(`${remote}: ${from} -> ${to}`);
  await purgeAfterRelease(remote);
}

try {
  if (command === 'release') await release();
  else if (command === 'rollback') await back();
  else throw new Error('Usage: release <remote> [--label L] | rollback <remote>');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
