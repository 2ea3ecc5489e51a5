// `npm start`: builds what is missing, publishes any remote build not yet released, and serves the whole site.
// `npm run dev`: every app's dev server with hot reload, plus the local services.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { REMOTE_NAMES } from '@storefront/contracts';
import { REMOTE_APPS, SERVICE_PORTS, SHELL } from '@storefront/mf-config';
import { isReleased, publish, readPointer } from './lib/releases';
import { appDir, repoRoot } from './lib/paths';
import { bin, run } from './lib/run';
import { startSite } from './lib/site';
import { requireFreePorts } from './lib/ports';

// Every port the site listens on, checked before any build work so that a taken one is one clear line, not a stack.
await requireFreePorts(['shell', 'catalogue', 'shop', 'checkout', 'forms', 'localCloud', ...(existsSync(resolve(repoRoot, 'services/api/src/server.ts')) ? (['api'] as const) : [])]);

async function production() {
  await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only', '--filter=shell', ...REMOTE_NAMES.map((r) => `--filter=${REMOTE_APPS[r].dir}`)]);
  const pointer = await readPointer();
  for (const remote of REMOTE_NAMES) {
    const dist = resolve(appDir(remote), 'dist');
    if (!pointer.remotes[remote] || !(await isReleased(remote, dist))) {
      const { release } = await publish(remote, dist, 'local');
      console.log(`published ${remote} ${release}`);
    }
  }
  const site = await startSite();
  console.log(`\nStorefront: ${site.shellUrl}/fr  (English: ${site.shellUrl}/en)`);
  for (const remote of REMOTE_NAMES) console.log(`  ${remote.padEnd(9)} http://localhost:${REMOTE_APPS[remote].port}/releases/`);
  const stop = async () => {
    await site.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function development() {
  const { startLocalCloud } = (await import(resolve(repoRoot, 'services/local-cloud/src/server.ts')).catch(() => ({}))) as {
    startLocalCloud?: (o: { port: number }) => Promise<unknown>;
  };
  if (startLocalCloud) await startLocalCloud({ port: SERVICE_PORTS.localCloud });
  const children = [SHELL.dir, ...REMOTE_NAMES.map((r) => REMOTE_APPS[r].dir)].map((dir) =>
    spawn(bin('rsbuild'), ['dev'], { cwd: resolve(repoRoot, dir), stdio: 'inherit' }),
  );
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`\nStorefront (dev): http://localhost:${SHELL.port}/fr`);
}

await (process.argv.includes('--dev') ? development() : production());
