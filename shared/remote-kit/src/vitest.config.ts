// Owns the unit tests' settings of every workspace: its own vitest.config when it has one, with, in the repository, every
// @storefront/* package read from its sources (ADR 0067); a remote standing alone reads their builds.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import { kitFromSource } from './kitBin';

/** Vitest's own defaults leave out `module`, which often names a build Node cannot load. */
const vitestDefaults = (conditions: readonly string[]) => conditions.filter((condition) => condition !== 'module');

/** The source condition first, in the repository only; then vitest's own. */
export function sourceConditions(inRepository = kitFromSource()) {
  const source = inRepository ? ['@storefront/source'] : [];
  return {
    resolve: { conditions: [...source, ...vitestDefaults(defaultClientConditions)] },
    ssr: { resolve: { conditions: [...source, ...vitestDefaults(defaultServerConditions)] } },
    // Vitest's own environment, which runs the global setup files.
    environments: { __vitest__: { resolve: { conditions: [...source, ...vitestDefaults(defaultServerConditions)] } } },
  };
}

/** The workspace's own settings (the runner starts vitest in the workspace's folder). */
export const ownConfigFile = (folder: string): string | undefined =>
  ['ts', 'mts', 'js', 'mjs'].map((ext) => join(folder, `vitest.config.${ext}`)).find((file) => existsSync(file));

const own = ownConfigFile(process.cwd());
const base = own ? ((await import(pathToFileURL(own).href)) as { default: ViteUserConfig }).default : {};

export default mergeConfig(
  base,
  defineConfig({
    ...sourceConditions(),
    // The built @storefront/* packages import their styles (CSS modules): vite reads them, Node could not.
    test: { server: { deps: { inline: [/@storefront\//] } } },
  }),
);
