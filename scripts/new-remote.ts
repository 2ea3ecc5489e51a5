// `npm run new-remote -- <name> [--port N] [--dir FOLDER]`: writes a new remote's skeleton (scripts/lib/remoteTemplate.ts) into
// mfe-<name> at the root, where the registry finds it (ADR 0038). Then `npm install` links it as a workspace, and
// `npm run release -- <name>` makes its first build live: the running site serves its page at once, without a shell release.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAME_PATTERN, discoverRemotes } from '@storefront/mf-config/remotes';
import { nextPort, remoteFiles } from './lib/remoteTemplate';
import { repoRoot } from './lib/paths';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, dir: { type: 'string' } },
});
const name = positionals[0]?.replace(/^mfe-/, '');

try {
  if (!name || !REMOTE_NAME_PATTERN.test(name)) {
    throw new Error(
      `Usage: npm run new-remote -- <name> [--port N] [--dir FOLDER]; the name in lower-case letters, digits and dashes (got ${String(name)})`,
    );
  }
  const remotes = discoverRemotes();
  if (remotes.some((remote) => remote.name === name))
    throw new Error(`A remote named ${name} exists already (${remotes.find((r) => r.name === name)!.dir})`);
  const port = values.port ? Number(values.port) : nextPort(remotes.map((remote) => remote.defaultPort));
  if (!Number.isInteger(port) || port < 1024 || port > 65_535)
    throw new Error(`--port must be a port from 1024 to 65535 (got ${values.port})`);
  if (remotes.some((remote) => remote.defaultPort === port))
    throw new Error(`Port ${port} is the ${remotes.find((r) => r.defaultPort === port)!.name} remote's`);
  const folder = resolve(values.dir ?? join(repoRoot, `mfe-${name}`));
  if (existsSync(folder)) throw new Error(`${folder} exists already: choose another name or --dir`);

  for (const [path, content] of Object.entries(remoteFiles({ name, port, folder, root: repoRoot }))) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), content);
  }
  const inCheckout = dirname(folder) === repoRoot;
  const steps = inCheckout
    ? [
        ['npm install', 'links it as a workspace'],
        [`npm test -w mfe-${name}`, 'its unit tests, its builds (browser and Node), its suite in its harness'],
        [`npm run release -- ${name}`, 'its first release: the running site serves its page, without a shell release'],
      ]
    : [
        [`(cd ${folder} && npx rsbuild build && npx playwright test)`, 'its builds and its suite in its harness'],
        [`npm run release -- ${folder}`, 'its first release: the running site serves its page, without a shell release'],
      ];
  console.log(`The ${name} remote is in ${folder}: port ${port}, its page at /fr/${name} and /en/${name}. Next:`);
  for (const [command, what] of steps) console.log(`  ${command}\n      ${what}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
