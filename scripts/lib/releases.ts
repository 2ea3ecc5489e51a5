// Owns releases of a remote: immutable versioned folders, the live pointer (mf-remotes.json, each entry pinned to its manifest's
// digest) and its history for rollbacks, both changed under one lock so that two releases at the same moment never lose one.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemotesPointerFile } from '@storefront/contracts';
import { withFileLock } from './fileLock';
import { historyPath, pointerPath, releasesDir, remoteOrigin, varDir } from './paths';

type History = Partial<Record<RemoteName, string[]>>;

async function readJson<T>(path: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** Writes a file so that a reader never sees half of it. */
async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, path);
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/**
 * The federation's zip of the exposed types carries the time it was made; the same types stand unzipped in `@mf-types/`,
 * which the digest does cover, so leaving the archive out loses nothing and keeps the digest a function of content.
 */
const NOT_CONTENT = new Set(['@mf-types.zip']);

/** A digest of a build's files (names and bytes), so the same code gives the same release however often it is built and published. */
export async function digestOf(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await filesOf(distDir)).filter((f) => !NOT_CONTENT.has(f))) {
    hash.update(file);
    hash.update(await readFile(join(distDir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

export const entryOf = (remote: RemoteName, release: string) => `${remoteOrigin(remote)}/releases/${release}/mf-manifest.json`;

export async function readPointer(): Promise<RemotesPointerFile> {
  return readJson<RemotesPointerFile>(pointerPath(), { remotes: {} as RemotesPointerFile['remotes'] });
}

export async function readHistory(): Promise<History> {
  return readJson<History>(historyPath(), {});
}

/** The SHA-256 of a release's mf-manifest.json, as the shell checks it against the bytes the CDN sends. */
export async function manifestDigest(remote: RemoteName, release: string): Promise<string> {
  return createHash('sha256').update(await readFile(join(releasesDir(remote), release, 'mf-manifest.json'))).digest('hex');
}

/**
 * One change of the pointer and the history at a time, across processes: each reads both, changes them and writes them
 * back inside the lock (a reader never waits: each file is replaced whole by a rename).
 */
export function underReleaseLock<T>(work: () => Promise<T>): Promise<T> {
  return mkdir(varDir(), { recursive: true }).then(() => withFileLock(`${pointerPath()}.lock`, work));
}

/** Points the remote at a release (called under the lock). */
async function point(remote: RemoteName, release: string): Promise<void> {
  const pointer = await readPointer();
  pointer.remotes[remote] = { entry: entryOf(remote, release), release, digest: await manifestDigest(remote, release) };
  await writeJsonAtomic(pointerPath(), pointer);
}

/**
 * Rewrites a live entry written for another origin (the site started before under another port offset) to this run's CDN
 * origin, the release unchanged: the pointer would otherwise send the shell to a CDN that is not listening.
 */
export async function pointAtThisOrigin(): Promise<RemoteName[]> {
  return underReleaseLock(async () => {
    const pointer = await readPointer();
    // An entry written before digests were pinned gets its digest too.
    const moved = REMOTE_NAMES.filter((remote) => {
      const live = pointer.remotes[remote];
      return live !== undefined && (live.entry !== entryOf(remote, live.release) || !live.digest);
    });
    for (const remote of moved) await point(remote, pointer.remotes[remote]!.release);
    return moved;
  });
}

export interface Published {
  remote: RemoteName;
  release: string;
  created: boolean;
}

/** Copies a build into its immutable release folder (once) and makes it the live one. */
export async function publish(remote: RemoteName, distDir: string, label: string): Promise<Published> {
  await stat(join(distDir, 'mf-manifest.json'));
  const release = `${label}-${await digestOf(distDir)}`;
  const target = join(releasesDir(remote), release);
  await mkdir(releasesDir(remote), { recursive: true });
  const created = !(await stat(target).catch(() => null));
  if (created) {
    const staging = `${target}.staging-${process.pid}`;
    await cp(distDir, staging, { recursive: true });
    await rename(staging, target);
  }
  await underReleaseLock(async () => {
    const history = await readHistory();
    const list = (history[remote] ?? []).filter((r) => r !== release);
    history[remote] = [...list, release];
    await writeJsonAtomic(historyPath(), history);
    await point(remote, release);
  });
  return { remote, release, created };
}

/** Moves the pointer back to the release before the live one. */
export async function rollback(remote: RemoteName): Promise<{ from: string; to: string }> {
  return underReleaseLock(async () => {
    const history = await readHistory();
    const list = history[remote] ?? [];
    const from = list.at(-1);
    const to = list.at(-2);
    if (!from || !to) throw new Error(`${remote} has no earlier release to roll back to`);
    history[remote] = list.slice(0, -1);
    await writeJsonAtomic(historyPath(), history);
    await point(remote, to);
    return { from, to };
  });
}

/** Whether a build's digest is already one of the remote's releases. */
export async function isReleased(remote: RemoteName, distDir: string): Promise<boolean> {
  const digest = await digestOf(distDir);
  return ((await readHistory())[remote] ?? []).some((r) => r.endsWith(`-${digest}`));
}

export function parseRemote(value: string | undefined): RemoteName {
  const name = value?.replace(/^mfe-/, '');
  const remote = REMOTE_NAMES.find((r) => r === name);
  if (!remote) throw new Error(`Name a remote: ${REMOTE_NAMES.join(', ')} (got ${String(value)})`);
  return remote;
}
