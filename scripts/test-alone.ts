// `npm run test:alone -- [remote ...] [--quick]`: proves a remote stands alone (ADR 0067). Packs the shared packages and the
// kit, copies each remote's folder alone into an empty directory, installs there from the packed files and the registry, runs
// its own `npm test` (with --quick: its type check and unit tests), then releases it with its own command to a site started
// for the run (its own data folder) and checks that the site serves that release. No remote named: every remote.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { remoteApp, remoteApps } from '@storefront/mf-config/apps';
import type { RemotesPointerFile } from '@storefront/contracts';
import { aloneEnv, aloneManifest, copiedAlone, tarballName, type Manifest } from './lib/alone';
import { pointerUrl, repoRoot } from './lib/paths';
import { buildAndPublish, cloud, startSite } from './lib/site';
import { Supervisor } from './lib/supervisor';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const names = args.filter((arg) => !arg.startsWith('--'));
const remotes = names.length > 0 ? names.map((name) => remoteApp(name)) : remoteApps();

/** Runs a command to its end with its output shown; rejects naming it when it fails. */
function sh(command: string, commandArgs: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: 'inherit' });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${commandArgs.join(' ')} ended with ${code} in ${cwd}`)),
    );
  });
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const work = await mkdtemp(join(tmpdir(), 'storefront-alone-'));
const started = Date.now();
const env = aloneEnv(process.env);

// Every published @storefront/* package (the shared ones and the kit), packed as npm would publish it (prepack builds it).
const packs = join(work, 'packs');
await mkdir(packs);
const packed: Record<string, string> = {};
const workspaces: string[] = [];
for (const folder of await readdir(resolve(repoRoot, 'shared'))) {
  const manifest = JSON.parse(await readFile(resolve(repoRoot, 'shared', folder, 'package.json'), 'utf8')) as Manifest & {
    private?: boolean;
    version: string;
  };
  if (manifest.private || !manifest.name) continue;
  workspaces.push(`--workspace=${manifest.name}`);
  packed[manifest.name] = join(packs, tarballName(manifest.name, manifest.version));
}
await sh('npm', ['pack', '--silent', `--pack-destination=${packs}`, ...workspaces], repoRoot, process.env);
console.log(`packed ${Object.keys(packed).length} packages in ${seconds(started)}`);

const failures: string[] = [];
for (const remote of remotes) {
  const since = Date.now();
  const source = resolve(repoRoot, remote.dir);
  const folder = join(work, remote.dir.split('/').at(-1)!);
  try {
    await cp(source, folder, { recursive: true, filter: (path) => copiedAlone(relative(source, path)) });
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as Manifest;
    await writeFile(join(folder, 'package.json'), `${JSON.stringify(aloneManifest(manifest, packed), null, 2)}\n`);
    await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], folder, env);
    console.log(`${remote.name}: installed alone in ${seconds(since)}`);
    if (quick) {
      await sh('npm', ['run', 'test:unit'], folder, env);
      await sh('npm', ['run', 'typecheck'], folder, env);
    } else {
      // Its harness takes the local cloud of the site's ports: one started here, as the site would have it.
      const services = new Supervisor([{ ...cloud, cwd: repoRoot }], { env: process.env });
      await services.start();
      try {
        await sh('npm', ['test'], folder, env);
      } finally {
        await services.stop();
      }
    }
    console.log(`${remote.name}: its own tests passed alone in ${seconds(since)}`);
  } catch (error) {
    failures.push(`${remote.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// The releases, to a site of this run's own (its data folder in the work directory): the repository's .var is left alone.
const released = remotes.filter((remote) => !failures.some((failure) => failure.startsWith(`${remote.name}:`)));
if (released.length > 0) {
  process.env.STOREFRONT_VAR_DIR = join(work, 'var');
  await buildAndPublish();
  const site = await startSite();
  try {
    for (const remote of released) {
      const label = `alone-${Date.now()}`;
      const folder = join(work, remote.dir.split('/').at(-1)!);
      try {
        await sh('npm', ['run', 'release', '--', '--label', label], folder, { ...env, STOREFRONT_SITE_DIR: repoRoot });
        const pointer = (await (await fetch(pointerUrl())).json()) as RemotesPointerFile;
        const live = pointer.remotes[remote.name];
        if (!live?.entry.includes(`/${label}`)) throw new Error(`the pointer names ${live?.entry ?? 'nothing'}, not release ${label}`);
        const manifest = await fetch(live.entry);
        if (!manifest.ok) throw new Error(`the CDN answers ${manifest.status} for ${live.entry}`);
        const page = await fetch(`${site.shellUrl}/fr`);
        if (!page.ok) throw new Error(`the shell answers ${page.status} for /fr after the release`);
        console.log(`${remote.name}: release ${label} built alone is live and served (${live.entry})`);
      } catch (error) {
        failures.push(`${remote.name} release: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await site.close();
  }
}

await rm(work, { recursive: true, force: true });
console.log(`\ntest:alone (${remotes.map((remote) => remote.name).join(', ')}) in ${seconds(started)}`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`FAILED ${failure}`);
  process.exit(1);
}
console.log(`${remotes.length} passed, 0 failed`);
