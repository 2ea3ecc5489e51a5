// Owns the site's pages as the four remotes declare them, for the shell's unit tests: the live table a pointer of today's
// releases gives (the shell itself never imports a remote's declarations; it reads them from the live releases, ADR 0034).
import { setLivePages, type LivePages, type RemotesPointerFile } from '@storefront/contracts';
import { pages as catalogue } from '../../mfe-catalogue/src/pages';
import { pages as checkout } from '../../mfe-checkout/src/pages';
import { pages as forms } from '../../mfe-forms/src/pages';
import { pages as shop } from '../../mfe-shop/src/pages';
import { pages as water } from '../../mfe-water/src/pages';

export const SITE_PAGES: LivePages = { catalogue, shop, checkout, forms, water };

/** The live table of today's releases (each test file starts with it: vitest.config.ts). */
export function setSitePages(): void {
  setLivePages(SITE_PAGES);
}

setSitePages();

/** A pointer's remotes with today's pages added to each release (as the release tool copies them from the manifests). */
export function withSitePages<T extends { remotes: Record<string, object> }>(pointer: T): T {
  return {
    ...pointer,
    remotes: Object.fromEntries(
      Object.entries(pointer.remotes).map(([remote, live]) => [remote, { ...live, pages: SITE_PAGES[remote] ?? [] }]),
    ),
  };
}

/** A pointer of today's four remotes, each release with its pages, at an origin nothing answers on (tests that render no remote). */
export const SITE_POINTER: RemotesPointerFile = withSitePages({
  remotes: Object.fromEntries(
    Object.keys(SITE_PAGES).map((remote) => [remote, { entry: `http://localhost:1/${remote}/r/mf-manifest.json`, release: 'r' }]),
  ),
});
