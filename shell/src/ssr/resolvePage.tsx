// Owns the first step of a server render: which remote owns the page, its routes from the live release within the budget, and
// the layout's slots it fills; a remote that cannot be had in time leaves its page (an empty region) to the browser.
import {
  LOCALES,
  SLOTS,
  remoteOfPath,
  type Locale,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesPointerFile,
  type SlotModule,
  type SlotName,
} from '@storefront/contracts';
import type { RouteObject } from 'react-router';
import { serverSlotsOfLayout } from '../layout/layoutRules';
import type { PrerenderedSlots } from '../regions/prerenderedSlots';
import { remoteChildren, resolveLazyMatches, shellRoutes } from '../router/createShellRouter';
import { loadRoutesModule, loadSlotModule, logOnce, withDeadline } from './serverRemotes';
import { BrowserRenderedRegion } from './streamed';

/** What resolving a page needs of the request. */
export interface RemoteSource {
  pointer: RemotesPointerFile;
  /** How long a remote's server code may take to load before its page is left to the browser. */
  budgetMs: number;
  log: (message: string) => void;
  /** Where a remote's routes module comes from: its live release through the federation, unless a test gives its own. */
  loadRoutes?: (remote: RemoteName, pointer: RemotesPointerFile) => Promise<RemoteRoutesModule>;
  /** Where a layout slot's module comes from (the same remote's live release), unless a test gives its own. */
  loadSlot?: (slot: SlotName, pointer: RemotesPointerFile) => Promise<SlotModule>;
  /** Told each load of a remote's code that failed or came too late (the server's metrics count them). */
  onRemoteFailure?: (remote: RemoteName) => void;
}

export interface ResolvedPage {
  routes: RouteObject[];
  /** The remote whose page the server renders, or null (a shell page, or a page left to the browser). */
  rendered: RemoteName | null;
  build: string | null;
  fallback: string | null;
  /** The layout's slots rendered with the page: its own remote's (the shop's filter panel beside its listings) and every page's. */
  slots: PrerenderedSlots;
  /** Those that could not be had in time: the browser renders them after hydration. */
  missingSlots: SlotName[];
}

/** The routes of a page the browser renders: the layout, with the remote's region empty where the page goes. */
export function browserRenderedPage(remote: RemoteName, pathname: string, fallback: string): ResolvedPage {
  const placeholder: RouteObject = { path: pathname, Component: () => <BrowserRenderedRegion remote={remote} /> };
  const routes = shellRoutes(
    Object.fromEntries(LOCALES.map((locale) => [locale, [placeholder]])) as unknown as Record<Locale, RouteObject[]>,
  );
  return { routes, rendered: null, build: null, fallback, slots: {}, missingSlots: [] };
}

export async function resolvePage(pathname: string, source: RemoteSource): Promise<ResolvedPage> {
  const remote = remoteOfPath(pathname);
  if (!remote) return { routes: shellRoutes(), rendered: null, build: null, fallback: null, slots: {}, missingSlots: [] };
  const started = performance.now();
  // The slots load beside the routes, within the same budget: they come from the same release.
  const slots = slotsOf(remote, pathname, source);
  try {
    // No load of the federation has a deadline of its own: a slow remote would hold the whole page.
    const module = await withDeadline((source.loadRoutes ?? loadRoutesModule)(remote, source.pointer), source.budgetMs, `${remote}/routes`);
    const routes = shellRoutes(remoteChildren(module));
    const left = Math.max(1, source.budgetMs - (performance.now() - started));
    await withDeadline(resolveLazyMatches(routes, pathname), left, `the page module of ${remote}`);
    return { routes, rendered: remote, build: module.release, fallback: null, ...(await slots) };
  } catch (error) {
    source.onRemoteFailure?.(remote);
    logOnce(remote, source.pointer.remotes[remote]?.entry ?? '', error, source.log);
    return browserRenderedPage(remote, pathname, error instanceof Error ? error.message : String(error));
  }
}

/**
 * The layout's slots the server renders with the page (layout/layoutRules.ts): the page's remote's read its loader data, so they
 * render with it; every page's hold their place. One that cannot be had within the budget is left to the browser, which renders
 * it after hydration as it renders every other slot.
 */
async function slotsOf(remote: RemoteName, pathname: string, source: RemoteSource): Promise<Pick<ResolvedPage, 'slots' | 'missingSlots'>> {
  const loaded = await Promise.all(
    serverSlotsOfLayout(pathname, remote).map(async (slot) => {
      const owner = SLOTS[slot].remote;
      try {
        const module = await withDeadline((source.loadSlot ?? loadSlotModule)(slot, source.pointer), source.budgetMs, `${owner}/${slot}`);
        return { slot, component: module.default };
      } catch (error) {
        source.onRemoteFailure?.(owner);
        logOnce(owner, source.pointer.remotes[owner]?.entry ?? '', error, source.log);
        return { slot, component: null };
      }
    }),
  );
  return {
    slots: Object.fromEntries(loaded.flatMap(({ slot, component }) => (component ? [[slot, component]] : []))),
    missingSlots: loaded.flatMap(({ slot, component }) => (component ? [] : [slot])),
  };
}
