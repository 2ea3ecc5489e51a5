// Owns the registry of this checkout's remotes: every folder mfe-* at the repository's root whose package.json names its remote
// and its default port (`"storefront": { "remote": "water", "port": 3005 }`). Nothing else lists the remotes: a new one is
// registered by its folder (npm run new-remote), then made live by its first release (ADR 0038).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a remote's package.json declares of it. */
export interface RemoteDeclaration {
  /** The remote's name: the alias the shell loads it by, and its pages' owner in the release pointer. */
  name: string;
  /** Its folder, relative to the repository's root (or absolute when it lives elsewhere). */
  dir: string;
  /** Its port on this machine before STOREFRONT_PORT_OFFSET: the harness's and the local CDN origin's. */
  defaultPort: number;
}

/** A remote's name: lower-case letters, digits and dashes, starting with a letter (it becomes a container name and a variable). */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;

/** Whether this package runs from its sources in the repository (shared/mf-config/src), not from its build in node_modules. */
export const fromSource = (): boolean => import.meta.url.endsWith('.ts');

/** The repository's root: this package's from its sources at shared/mf-config/src; a remote standing alone is its own root. */
export const repositoryRoot = (): string =>
  process.env.STOREFRONT_REPO_ROOT ?? (fromSource() ? fileURLToPath(new URL('../../../', import.meta.url)) : process.cwd());

export class RemoteDeclarationError extends Error {
  override name = 'RemoteDeclarationError';
}

/** The declaration in the package.json of a remote's folder; null for a folder that declares no remote. */
export function readRemoteDeclaration(folder: string, root = repositoryRoot()): RemoteDeclaration | null {
  const file = join(folder, 'package.json');
  if (!existsSync(file)) return null;
  const declared = (JSON.parse(readFileSync(file, 'utf8')) as { storefront?: { remote?: unknown; port?: unknown } }).storefront;
  if (declared?.remote === undefined) return null;
  const { remote, port } = declared;
  if (typeof remote !== 'string' || !REMOTE_NAME_PATTERN.test(remote)) {
    throw new RemoteDeclarationError(`${file}: storefront.remote must be lower-case letters, digits and dashes (got ${String(remote)})`);
  }
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1024 || port > 65_535) {
    throw new RemoteDeclarationError(`${file}: storefront.port must be a port from 1024 to 65535 (got ${String(port)})`);
  }
  const rel = relative(root, folder);
  return { name: remote, dir: rel.startsWith('..') ? resolve(folder) : rel, defaultPort: port };
}

/** Every remote of the checkout, by default port; two folders claiming one name or one port are refused, naming both. */
export function discoverRemotes(root = repositoryRoot()): RemoteDeclaration[] {
  const found = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => readRemoteDeclaration(join(root, entry.name), root))
    .filter((declaration): declaration is RemoteDeclaration => declaration !== null)
    .sort((a, b) => a.defaultPort - b.defaultPort || a.name.localeCompare(b.name));
  for (const [index, remote] of found.entries()) {
    const twin = found.slice(0, index).find((other) => other.name === remote.name || other.defaultPort === remote.defaultPort);
    if (twin) {
      const what = twin.name === remote.name ? `the remote name "${remote.name}"` : `the port ${remote.defaultPort}`;
      throw new RemoteDeclarationError(`${twin.dir} and ${remote.dir} both declare ${what} in their package.json`);
    }
  }
  return found;
}

/** The variable that sets a remote's port: FORMS_PORT, WATER_PORT, SEASONAL_BOOKING_PORT. */
export const remotePortVariable = (remote: string): string => `${remote.toUpperCase().replace(/-/g, '_')}_PORT`;
