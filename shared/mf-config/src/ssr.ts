// Owns the server half of every app's build: the remotes' Node container beside the browser one, and the manifest entry that points to it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** Folder of a remote's Node container inside its build (and so inside each release folder). */
export const SSR_DIR = 'ssr';
export const WEB_ENVIRONMENT = 'web';
export const NODE_ENVIRONMENT = 'node';

/** The Node environment needs an entry of its own; what the shell's server loads is the container (ssr/remoteEntry.js). */
export const NODE_ENTRY = new URL(`./nodeEntry.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url).pathname;

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string; type: string }; ssrRemoteEntry?: { name: string; path: string; type: string } };
}

/** Adds `ssrRemoteEntry` to a browser manifest, as Module Federation's dual target would, from the Node build's manifest. */
export function withSsrRemoteEntry(browser: Manifest, server: Manifest, ssrPath: string): Manifest {
  return { ...browser, metaData: { ...browser.metaData, ssrRemoteEntry: { ...server.metaData.remoteEntry, path: ssrPath } } };
}

/**
 * The federation's dual target is refused under Rsbuild ("only supported in Rslib"), and two plugin instances write two
 * manifests: this merges the Node container into the browser manifest, so one manifest URL serves the browser and the server.
 */
export function pluginSsrManifest(): RsbuildPlugin {
  return {
    name: 'storefront:ssr-manifest',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        const web = environments[WEB_ENVIRONMENT]?.distPath;
        const node = environments[NODE_ENVIRONMENT]?.distPath;
        if (!web || !node) return;
        const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
        const merged = withSsrRemoteEntry(read(web), read(node), relative(web, node));
        writeFileSync(join(web, 'mf-manifest.json'), JSON.stringify(merged, null, 2));
      });
    },
  };
}
