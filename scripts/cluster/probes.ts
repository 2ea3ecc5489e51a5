// Owns what the cluster's checks and the chaos suite ask of a running cluster from outside: a page through Varnish, the release
// it names, one Redis command, and how long a release or a rollback takes to reach visitors.
import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { repoRoot } from '../lib/paths';
import { bin } from '../lib/run';

/** The bound: a release or a rollback is on every visitor's page within 10 s of the pointer moving. */
export const REACH_MS = 10_000;

export const get = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

/** The release of the catalogue a page through Varnish names. */
export const releaseOnPage = async (site: string) => /data-release="([^"]+)"/.exec((await get(`${site}/fr`)).text)?.[1] ?? 'none';

/** One Redis command in its inline form, its reply as Redis writes it. */
export function redis(port: number, command: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(`${command}\r\n`));
    socket.once('data', (data) => (done(data.toString('utf8')), socket.end()));
    socket.once('error', fail);
  });
}

/**
 * Runs `npm run release|rollback` while polling the page through Varnish from the moment the command says the pointer moved:
 * answers how long the page took to name the wanted release, after checking that it never named another again in the window.
 */
export async function reachesAfter(args: string[], site: string, wanted: (release: string) => boolean): Promise<number> {
  const child = execFile(bin('tsx'), [resolve(repoRoot, 'scripts/release.ts'), ...args], { cwd: repoRoot });
  let output = '';
  let movedAt = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!movedAt && / is live|: .+ -> /.test(output)) movedAt = performance.now();
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  let code: number | null | undefined;
  void exited.then((value) => (code = value));
  while (!movedAt) {
    if (code !== undefined) throw new Error(`release.ts ${args.join(' ')} ended with ${code}: ${output.trim().split('\n').at(-1)}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  let reachedAt = 0;
  const seen: string[] = [];
  while (performance.now() - movedAt < REACH_MS + 3_000) {
    const release = await releaseOnPage(site);
    if (seen.at(-1) !== release) seen.push(release);
    if (wanted(release) && !reachedAt) reachedAt = performance.now();
    else if (!wanted(release) && reachedAt) throw new Error(`the page went back to ${release} after the new release (${seen.join(' → ')})`);
    await new Promise((done) => setTimeout(done, 200));
  }
  if ((await exited) !== 0) throw new Error(`release.ts ${args.join(' ')} failed: ${output.trim().split('\n').at(-1)}`);
  if (!reachedAt || reachedAt - movedAt > REACH_MS) throw new Error(`not on the page within ${REACH_MS / 1000} s (${seen.join(' → ')})`);
  return reachedAt - movedAt;
}
