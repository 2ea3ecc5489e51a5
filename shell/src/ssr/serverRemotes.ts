// Owns the remotes' server code in the shell's server: one federation instance sharing the server's React and friends, the live
// release of each remote (re-registered when the pointer moves) with its manifest checked against the digest the pointer pins,
// a time budget per load, and one log line per failure.
import { createHash } from 'node:crypto';
import * as i18next from 'i18next';
import * as jotai from 'jotai';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMServer from 'react-dom/server';
import * as reactI18next from 'react-i18next';
import * as ReactRouter from 'react-router';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as contracts from '@storefront/contracts';
import * as platform from '@storefront/platform';
import {
  CONTRACT_VERSION,
  SLOTS,
  containerOf,
  contractRefusal,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesPointerFile,
  type SlotModule,
  type SlotName,
} from '@storefront/contracts';

declare const STOREFRONT_SHARED_VERSIONS: Record<string, string>;

// Defined by the build (shared/mf-config); unit tests run the source without it.
const versions: Record<string, string> = typeof STOREFRONT_SHARED_VERSIONS === 'undefined' ? {} : STOREFRONT_SHARED_VERSIONS;

function sharedEntry(name: string, module: unknown) {
  const version = versions[name] ?? versions[name.split('/')[0] ?? name] ?? '0.0.0';
  return { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

// The very modules this bundle renders with (Node loads the packages, the bundle holds the workspace ones): one of each per process.
const shared = Object.fromEntries(
  Object.entries({
    react: React,
    'react/jsx-runtime': jsxRuntime,
    'react-dom': ReactDOM,
    'react-dom/server': ReactDOMServer,
    'react-router': ReactRouter,
    jotai,
    i18next,
    'react-i18next': reactI18next,
    '@storefront/platform': platform,
    '@storefront/contracts': contracts,
  }).map(([name, module]) => [name, sharedEntry(name, module)]),
);

/** The SHA-256 each live manifest's bytes must have, by its address (from the pointer's entries). */
const pinned = new Map<string, string>();

export class ManifestDigestError extends Error {
  override name = 'ManifestDigestError';
}

/**
 * Fetches a pinned manifest itself and refuses bytes that are not the release's: a manifest changed on the CDN (or by anyone
 * on the way) is a remote that is unavailable, which every page already handles, not code that runs on this server.
 */
export function fetchPinned(url: string, init: RequestInit, get: typeof fetch = fetch): Promise<Response> | undefined {
  const digest = pinned.get(url);
  return digest ? checked(url, digest, init, get) : undefined;
}

async function checked(url: string, digest: string, init: RequestInit, get: typeof fetch): Promise<Response> {
  const response = await get(url, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== digest)
    throw new ManifestDigestError(
      `${url} is not the release the pointer pins (sha256 ${actual.slice(0, 12)}…, expected ${digest.slice(0, 12)}…)`,
    );
  return new Response(bytes, { status: response.status, headers: response.headers });
}

const pinnedManifests: ModuleFederationRuntimePlugin = { name: 'pinned-manifests', fetch: (url, init) => fetchPinned(url, init) };

export const federation = createInstance({
  name: 'shell_server',
  remotes: [],
  shareStrategy: 'loaded-first',
  shared,
  plugins: [pinnedManifests],
});

export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}

/** Entry each remote is registered with; null after a failure, so the next request registers it afresh. */
const registered = new Map<RemoteName, string | null>();
const logged = new Set<string>();

function register(remote: RemoteName, { entry, digest }: { entry: string; digest?: string | undefined }): void {
  if (digest) pinned.set(entry, digest);
  else pinned.delete(entry);
  if (registered.get(remote) === entry) return;
  // force: replaces the previous release's instance, and drops a manifest whose failed fetch the runtime keeps cached.
  federation.registerRemotes([{ name: containerOf(remote), alias: remote, entry }], { force: registered.has(remote) });
  registered.set(remote, entry);
}

export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Logs a remote's failure once per release and reason (a remote that is down would otherwise log on every request). */
export function logOnce(remote: RemoteName, entry: string, error: unknown, log: (message: string) => void): void {
  const reason = String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
  const key = `${remote} ${entry} ${reason.replace(/\d+ ms/, '')}`;
  if (logged.has(key)) return;
  logged.add(key);
  log(`[ssr] ${remote} renders in the browser: ${reason}`);
}

/** The live release's routes module of a remote (the caller sets the deadline); a failure makes the next request register afresh. */
export async function loadRoutesModule(remote: RemoteName, pointer: RemotesPointerFile): Promise<RemoteRoutesModule> {
  const live = pointer.remotes[remote];
  if (!live) throw new Error(`${remote} is not in mf-remotes.json`);
  register(remote, live);
  try {
    const module = await federation.loadRemote<RemoteRoutesModule>(`${remote}/routes`);
    if (!module) throw new Error(`${remote}/routes did not load`);
    const refusal = contractRefusal(module.contractVersion, CONTRACT_VERSION);
    if (refusal) throw new Error(refusal);
    return module;
  } catch (error) {
    // A slow load still finishes and stays cached for the next request; a failed one must not stay cached.
    registered.set(remote, null);
    throw error;
  }
}

/** A layout slot's module from its remote's live release (registered by loadRoutesModule for the same page; the caller sets the deadline). */
export async function loadSlotModule(slot: SlotName, pointer: RemotesPointerFile): Promise<SlotModule> {
  const { remote, expose } = SLOTS[slot];
  const live = pointer.remotes[remote];
  if (!live) throw new Error(`${remote} is not in mf-remotes.json`);
  register(remote, live);
  const module = await federation.loadRemote<SlotModule>(`${remote}/${expose.slice(2)}`);
  if (!module?.default) throw new Error(`${remote}/${expose.slice(2)} did not load`);
  return module;
}
