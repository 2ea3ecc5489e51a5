// Owns where the scripts find the repository, the variable data folder and each app.
import { resolve } from 'node:path';
import { remoteApp, SHELL, type RemoteApp } from '@storefront/mf-config/apps';
import type { RemoteName } from '@storefront/contracts';

import { repoRoot, varDir, pointerFile } from '../../shell/server/config/config';

export { repoRoot, varDir };
export const releasesDir = (remote: RemoteName) => resolve(varDir(), 'releases', remote);
export const pointerPath = pointerFile;
export const historyPath = () => resolve(varDir(), 'release-history.json');
/** A remote's folder: by name for the checkout's own, or as given for one kept elsewhere. */
export const appDir = (remote: RemoteName | RemoteApp) =>
  resolve(repoRoot, typeof remote === 'string' ? remoteApp(remote).dir : remote.dir);
export const shellDir = resolve(repoRoot, SHELL.dir);

/**
 * The file in a remote's releases folder that names the port its CDN origin listens on: written by its first release, read by
 * the CDN, which starts serving a remote it did not know when that file appears (a new remote needs no restart).
 */
export const originFile = (remote: RemoteName) => resolve(releasesDir(remote), 'origin.json');

/** The public origin a remote's releases are served from (its own port: its own origin, as a CDN would be). */
export const remoteOrigin = (remote: RemoteName | RemoteApp) => {
  const app = typeof remote === 'string' ? remoteApp(remote) : remote;
  return process.env[`STOREFRONT_${app.name.toUpperCase().replace(/-/g, '_')}_ORIGIN`] ?? `http://localhost:${app.port}`;
};

/** Where the shell's server reads the release pointer: the remotes' CDN origin (the first remote's port on this machine). */
export const pointerUrl = () => process.env.STOREFRONT_POINTER_URL ?? `http://localhost:${remoteApp('catalogue').port}/mf-remotes.json`;
