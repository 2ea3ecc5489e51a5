// Owns the contract between the shell and a remote: its version and the shape of what a remote exposes.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { contractRefusal } from './contract-version';
import type { Locale } from './locale';
import type { LivePages, PageDeclaration, PageId, RemoteName } from './paths';

/** Semantic version of this contract. The shell loads a remote built against the same major and a minor up to its own (contract-version.ts). */
export const CONTRACT_VERSION = '1.1.0';

export { contractRefusal, parseContractVersion } from './contract-version';

export function isCompatibleContract(remoteVersion: unknown, shellVersion: string = CONTRACT_VERSION): boolean {
  return contractRefusal(remoteVersion, shellVersion) === null;
}

/** What the shell gives a remote when it asks for its routes. */
export interface RemoteRouteContext {
  locale: Locale;
  /** The locale's base path, e.g. '/fr'. */
  basePath: string;
}

/** Route handle every remote route carries, so the shell knows which page and remote a match is. */
export interface PageHandle {
  pageId: PageId;
  remote: RemoteName;
  locale: Locale;
}

/** The module a remote exposes as './routes'. */
export interface RemoteRoutesModule {
  contractVersion: string;
  remote: RemoteName;
  /** The release label this build was made with (shown as data-release on the remote's region). */
  release: string;
  createRoutes(context: RemoteRouteContext): RouteObject[];
}

/** Slots the layout fills from remotes: module path exposed by each remote. */
export const SLOTS = {
  cartRuntime: { remote: 'checkout', expose: './CartRuntime' },
  cartPanel: { remote: 'checkout', expose: './CartPanel' },
  newsletter: { remote: 'forms', expose: './NewsletterBlock' },
  filterPanel: { remote: 'shop', expose: './FilterPanel' },
} as const satisfies Record<string, { remote: RemoteName; expose: string }>;

export type SlotName = keyof typeof SLOTS;

/** Props the shell passes to every slot component. */
export interface SlotProps {
  locale: Locale;
}

export interface SlotModule {
  default: ComponentType<SlotProps>;
}

/** Module Federation container name of a remote (also its manifest's name): mfe_catalogue, mfe_shop, or mfe_<name> of a new one. */
export const containerOf = (remote: RemoteName): string => `mfe_${remote.replace(/-/g, '_')}`;

/** The key under which a remote's build writes its page declarations into its mf-manifest.json (ADR 0034). */
export const MANIFEST_PAGES_KEY = 'storefrontPages';

/** The key under which a remote's build writes the contract version it was built against into its mf-manifest.json, for the release tool to say. */
export const MANIFEST_CONTRACT_KEY = 'storefrontContract';

/** One remote's live release in the pointer. */
export interface LiveRelease {
  /** The address of the release's mf-manifest.json. */
  entry: string;
  release: string;
  /**
   * The SHA-256 (hex) of that mf-manifest.json: the shell's server refuses a manifest whose bytes differ (the remote is then
   * unavailable, as when it is down). Absent only for the dev servers, whose manifests change as they rebuild.
   */
  digest?: string;
  /**
   * The pages the release declares, copied by the release tool from its manifest (which the digest pins): the shell builds its
   * tables from them without reading any manifest, and sends them to the browser with the pointer. Since contract 1.1.
   */
  pages?: readonly PageDeclaration[];
}

/** The release pointer (served by the remotes' CDN origin, and by the shell to browsers): which release of each remote is live. */
export interface RemotesPointerFile {
  remotes: Record<RemoteName, LiveRelease>;
}

/** The live pages a pointer names: each live release's declarations. */
export function pagesOfPointer(pointer: RemotesPointerFile): LivePages {
  return Object.fromEntries(Object.entries(pointer.remotes).map(([remote, live]) => [remote, live.pages ?? []]));
}
