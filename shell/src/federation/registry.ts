// Owns the remotes at run time: registering them from mf-remotes.json (with the pages their releases declare), loading and
// vetting their routes and slots.
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  containerOf,
  contractRefusal,
  pagesOfPointer,
  setLivePages,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesPointerFile,
  type SearchSuggestionsModule,
  type SlotModule,
  type SlotName,
  SEARCH_SUGGESTIONS,
  SLOTS,
  CONTRACT_VERSION,
} from '@storefront/contracts';
import { retryPlugin } from './retryPlugin';
import { retryOnce } from './retryOnce';
import { yieldPlugin } from './yieldPlugin';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`The ${remote} remote is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

const releases = new Map<RemoteName, string>();
const routeModules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** Remembers which release of each remote is live (shown on its region); the server calls it for the release it rendered. */
export function rememberReleases(pointer: RemotesPointerFile): { name: string; alias: RemoteName; entry: string }[] {
  return Object.entries(pointer.remotes).map(([name, live]) => {
    releases.set(name, live.release);
    return { name: containerOf(name), alias: name, entry: live.entry };
  });
}

/** Registers every live remote with the federation runtime, from the pointer file (fetched, never cached) or the one the server rendered with. */
export async function registerRemotesFromPointer(source: string | RemotesPointerFile = '/mf-remotes.json'): Promise<RemotesPointerFile> {
  registerPlugins([retryPlugin(), yieldPlugin()]);
  let pointer: RemotesPointerFile;
  if (typeof source === 'string') {
    const response = await fetch(source, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    pointer = (await response.json()) as RemotesPointerFile;
  } else {
    pointer = source;
  }
  registerRemotes(rememberReleases(pointer), { force: true });
  // The pages the live releases declare are the browser's path table for this visit (the server rendered with the same).
  setLivePages(pagesOfPointer(pointer));
  return pointer;
}

export function releaseOf(remote: RemoteName): string | undefined {
  return releases.get(remote);
}

/** Starts fetching a remote's manifest, entry and routes module while the rest of the shell loads. */
export function preloadRoutes(remote: RemoteName): void {
  if (!releases.has(remote)) return;
  void preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'] }]).catch((error: unknown) => {
    console.warn(`[federation] preload of ${remote} failed`, error);
  });
}

async function importRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  if (!releases.has(remote)) throw new RemoteUnavailableError(remote, 'not in mf-remotes.json');
  let module: RemoteRoutesModule | null;
  try {
    module = await retryOnce(`${remote}/routes`, () => loadRemote<RemoteRoutesModule>(`${remote}/routes`));
  } catch (error) {
    throw new RemoteUnavailableError(remote, String(error));
  }
  if (!module) throw new RemoteUnavailableError(remote, 'its routes did not load');
  const refusal = contractRefusal(module.contractVersion, CONTRACT_VERSION);
  if (refusal) throw new RemoteUnavailableError(remote, refusal);
  return module;
}

/** The remote's vetted routes module; a failed load is forgotten so a later navigation tries again. */
export function ensureRemote(remote: RemoteName): Promise<RemoteRoutesModule> {
  let pending = routeModules.get(remote);
  if (!pending) {
    pending = importRoutes(remote);
    routeModules.set(remote, pending);
    pending.catch(() => routeModules.delete(remote));
  }
  return pending;
}

/** Loads a layout slot from its remote, after checking that remote's contract. */
export async function loadSlot(slot: SlotName): Promise<SlotModule> {
  const { remote, expose } = SLOTS[slot];
  await ensureRemote(remote);
  const module = await retryOnce(`${remote}/${expose.slice(2)}`, () => loadRemote<SlotModule>(`${remote}/${expose.slice(2)}`));
  if (!module?.default) throw new RemoteUnavailableError(remote, `${expose} did not load`);
  return module;
}

/** Loads the shop remote's search suggestions (the header's search box, on first focus), after checking its contract. */
export async function loadSearchSuggestions(): Promise<SearchSuggestionsModule> {
  const { remote, expose } = SEARCH_SUGGESTIONS;
  await ensureRemote(remote);
  const id = `${remote}/${expose.slice(2)}`;
  const module = await retryOnce(id, () => loadRemote<SearchSuggestionsModule>(id));
  if (typeof module?.suggest !== 'function' || typeof module.prepare !== 'function') {
    throw new RemoteUnavailableError(remote, `${expose} did not load`);
  }
  return module;
}
