// Owns the rules of `npm run test:alone` (ADR 0067): which files of a remote's folder go with it, and its package.json
// rewritten to install the shared packages and the kit from their packed files instead of the repository's workspaces.

export interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
  [key: string]: unknown;
}

/** What a folder has that its team's checkout would not: installed packages, builds, reports. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '@mf-types', 'test-results', 'playwright-report', '.turbo', '.mf', '.var']);

/** Whether a path inside a remote's folder (relative to it) is copied with the remote. */
export const copiedAlone = (relativePath: string): boolean => !relativePath.split(/[\\/]/).some((part) => NOT_SOURCE.has(part));

/**
 * The remote's package.json with every packed package it names taken from its file, and the same files as overrides so
 * that a packed package's own dependency on another (commerce on contracts) is not looked up in the registry.
 */
export function aloneManifest(manifest: Manifest, packed: Readonly<Record<string, string>>): Manifest {
  const fromFiles = (deps: Record<string, string> | undefined) =>
    deps && Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, packed[name] ? `file:${packed[name]}` : range]));
  const unknown = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => name.startsWith('@storefront/') && !packed[name],
  );
  if (unknown.length > 0) throw new Error(`${manifest.name} depends on ${unknown.join(', ')}, which no packed file provides`);
  return {
    ...manifest,
    ...(manifest.dependencies ? { dependencies: fromFiles(manifest.dependencies) } : {}),
    ...(manifest.devDependencies ? { devDependencies: fromFiles(manifest.devDependencies) } : {}),
    overrides: { ...manifest.overrides, ...Object.fromEntries(Object.entries(packed).map(([name, file]) => [name, `file:${file}`])) },
  };
}

/** The environment of a command run in the copied folder: none of the repository's source condition or root. */
export function aloneEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = {
    ...env,
    NODE_OPTIONS: (env.NODE_OPTIONS ?? '').replace(/--conditions[= ]@storefront\/source/g, '').trim(),
  };
  delete clean.STOREFRONT_REPO_ROOT;
  delete clean.npm_config_node_options;
  return clean;
}

/** The packed file's name npm gives a package: @storefront/ui 1.0.0 → storefront-ui-1.0.0.tgz. */
export const tarballName = (name: string, version: string): string => `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
