// Owns releases of a remote: immutable versioned folders, the live pointer (mf-remotes.json, each entry pinned to its manifest's
// digest and carrying the pages its manifest declares) and its history for rollbacks, both changed under one lock so that two
// releases at the same moment never lose one; a release or rollback whose pages clash with another live remote's is refused.
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  MANIFEST_CONTRACT_KEY,
  MANIFEST_PAGES_KEY,
  describeClash,
  pageClashes,
  pagesOfPointer,
  type PageDeclaration,
  type RemoteName,
  type RemotesPointerFile,
} from '@storefront/contracts';
import { remoteApp, remoteApps, type RemoteApp } from '@storefront/mf-config/apps';
import { withFileLock } from './fileLock';
import { historyPath, originFile, pointerPath, releasesDir, remoteOrigin, varDir } from './paths';

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
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
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

/** Where a released remote's CDN origin is, as its releases folder says (origin.json, written by each release). */
export interface ReleasedOrigin {
  origin: string;
  port: number;
}

/** The origin a remote's releases were last served from: its origin.json, else the checkout's remote of that name. */
export async function releasedOrigin(remote: RemoteName): Promise<string> {
  const written = await readJson<ReleasedOrigin | null>(originFile(remote), null);
  return written?.origin ?? remoteOrigin(remote);
}

/** Writes the origin a remote's releases are served from, for the CDN (which starts serving a new remote when it appears). */
async function writeOrigin(app: RemoteApp): Promise<void> {
  const origin: ReleasedOrigin = { origin: remoteOrigin(app), port: app.port };
  await mkdir(releasesDir(app.name), { recursive: true });
  const current = await readJson<ReleasedOrigin | null>(originFile(app.name), null);
  if (current?.origin !== origin.origin || current.port !== origin.port) await writeJsonAtomic(originFile(app.name), origin);
}

export const entryAt = (origin: string, release: string) => `${origin}/releases/${release}/mf-manifest.json`;
export const entryOf = (remote: RemoteName | RemoteApp, release: string) => entryAt(remoteOrigin(remote), release);

export async function readPointer(): Promise<RemotesPointerFile> {
  return readJson<RemotesPointerFile>(pointerPath(), { remotes: {} as RemotesPointerFile['remotes'] });
}

export async function readHistory(): Promise<History> {
  return readJson<History>(historyPath(), {});
}

/** The SHA-256 of a release's mf-manifest.json, as the shell checks it against the bytes the CDN sends. */
export async function manifestDigest(remote: RemoteName, release: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(join(releasesDir(remote), release, 'mf-manifest.json')))
    .digest('hex');
}

async function manifestMetaData(remote: RemoteName, release: string): Promise<Record<string, unknown>> {
  const manifest = JSON.parse(await readFile(join(releasesDir(remote), release, 'mf-manifest.json'), 'utf8')) as {
    metaData?: Record<string, unknown>;
  };
  return manifest.metaData ?? {};
}

/** The pages a release declares: what its build wrote into its manifest's metaData (none for a build older than contract 1.1). */
export async function manifestPages(remote: RemoteName, release: string): Promise<readonly PageDeclaration[]> {
  const pages = (await manifestMetaData(remote, release))[MANIFEST_PAGES_KEY];
  return Array.isArray(pages) ? (pages as PageDeclaration[]) : [];
}

/** The contract version a release's build was made against, as its manifest says (null for a build that did not say it). */
export async function manifestContract(remote: RemoteName, release: string): Promise<string | null> {
  const version = (await manifestMetaData(remote, release))[MANIFEST_CONTRACT_KEY];
  return typeof version === 'string' ? version : null;
}

export class PageClashError extends Error {
  override name = 'PageClashError';
}

/**
 * The pointer with the remote at a release, refused when that release's pages clash with another live remote's (the same page
 * name, or the same path in the same locale): two remotes cannot both own an address.
 */
async function pointedAt(pointer: RemotesPointerFile, remote: RemoteName, release: string): Promise<RemotesPointerFile> {
  const pages = await manifestPages(remote, release);
  const others = Object.fromEntries(Object.entries(pagesOfPointer(pointer)).filter(([name]) => name !== remote));
  // The other remotes first: each clash names the live remote, then the one being released.
  const clashes = pageClashes({ ...others, [remote]: pages }).filter((clash) => clash.remotes.includes(remote));
  if (clashes.length > 0) {
    throw new PageClashError(
      `${remote} ${release} is not made live: ${clashes.map(describeClash).join('; ')}. Rename or move the page in one of them.`,
    );
  }
  const digest = await manifestDigest(remote, release);
  const entry = entryAt(await releasedOrigin(remote), release);
  return { ...pointer, remotes: { ...pointer.remotes, [remote]: { entry, release, digest, pages } } };
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
  await writeJsonAtomic(pointerPath(), await pointedAt(await readPointer(), remote, release));
}

/**
 * Rewrites a live entry written for another origin (the site started before under another port offset) to this run's CDN
 * origin, the release unchanged: the pointer would otherwise send the shell to a CDN that is not listening.
 */
export async function pointAtThisOrigin(): Promise<RemoteName[]> {
  return underReleaseLock(async () => {
    const pointer = await readPointer();
    // An entry written before digests were pinned gets its digest too, and one written before releases carried their pages, its pages.
    const moved = remoteApps().filter((app) => {
      const live = pointer.remotes[app.name];
      return live !== undefined && (live.entry !== entryOf(app, live.release) || !live.digest || !live.pages);
    });
    for (const app of moved) {
      await writeOrigin(app);
      await point(app.name, pointer.remotes[app.name]!.release);
    }
    return moved.map((app) => app.name);
  });
}

export interface Published {
  remote: RemoteName;
  release: string;
  created: boolean;
  /** The contract version the build says it was made against. */
  contract: string | null;
}

/**
 * Copies a build into its immutable release folder (once) and makes it the live one. A remote's first release registers it:
 * its origin.json tells the CDN to serve it, and with `waitForOrigin` (the release tool, while a site runs) the pointer moves
 * only once its origin answers, so no page is ever pointed at a remote that cannot be loaded yet.
 */
export async function publish(
  remote: RemoteName | RemoteApp,
  distDir: string,
  label: string,
  options: { waitForOrigin?: (origin: string) => Promise<void> } = {},
): Promise<Published> {
  const app = typeof remote === 'string' ? remoteApp(remote) : remote;
  await stat(join(distDir, 'mf-manifest.json'));
  await writeOrigin(app);
  await options.waitForOrigin?.(remoteOrigin(app));
  return publishBuild(app.name, distDir, label);
}

async function publishBuild(remote: RemoteName, distDir: string, label: string): Promise<Published> {
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
    // Refused before anything changes: the folder stays (it is immutable and harmless), the pointer and history do not move.
    const pointer = await pointedAt(await readPointer(), remote, release);
    const history = await readHistory();
    const list = (history[remote] ?? []).filter((r) => r !== release);
    history[remote] = [...list, release];
    await writeJsonAtomic(historyPath(), history);
    await writeJsonAtomic(pointerPath(), pointer);
  });
  return { remote, release, created, contract: await manifestContract(remote, release) };
}

/**
 * Moves the pointer back to the release before the live one. The rollback of a remote's first release withdraws the remote:
 * it leaves the pointer, so its pages are 404s again and the layout shows none of its links.
 */
export async function rollback(remote: RemoteName): Promise<{ from: string; to: string | null }> {
  return underReleaseLock(async () => {
    const history = await readHistory();
    const list = history[remote] ?? [];
    const from = list.at(-1);
    const to = list.at(-2);
    if (!from) throw new Error(`${remote} has no release to roll back`);
    if (!to) {
      const pointer = await readPointer();
      const { [remote]: withdrawn, ...others } = pointer.remotes;
      if (!withdrawn) throw new Error(`${remote} is not live: nothing to roll back`);
      delete history[remote];
      await writeJsonAtomic(historyPath(), history);
      await writeJsonAtomic(pointerPath(), { ...pointer, remotes: others });
      return { from, to: null };
    }
    // The earlier release's pages replace the live one's: a page only the rolled-back release declared is gone (a 404 again).
    const pointer = await pointedAt(await readPointer(), remote, to);
    history[remote] = list.slice(0, -1);
    await writeJsonAtomic(historyPath(), history);
    await writeJsonAtomic(pointerPath(), pointer);
    return { from, to };
  });
}

/** Whether a build's digest is already one of the remote's releases. */
export async function isReleased(remote: RemoteName, distDir: string): Promise<boolean> {
  const digest = await digestOf(distDir);
  return ((await readHistory())[remote] ?? []).some((r) => r.endsWith(`-${digest}`));
}
