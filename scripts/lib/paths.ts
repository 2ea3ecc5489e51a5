// Owns where the scripts find the repository, the variable data folder and each app.
import { resolve } from 'node:path';
import { REMOTE_APPS, SHELL } from '@storefront/mf-config/apps';
import type { KnownRemoteName } from '@storefront/contracts';

import { repoRoot, varDir, pointerFile } from '../../shell/server/config';

export { repoRoot, varDir };
export const releasesDir = (remote: KnownRemoteName) => resolve(varDir(), 'releases', remote);
export const pointerPath = pointerFile;
export const historyPath = () => resolve(varDir(), 'release-history.json');
export const appDir = (remote: KnownRemoteName) => resolve(repoRoot, REMOTE_APPS[remote].dir);
export const shellDir = resolve(repoRoot, SHELL.dir);

/** The public origin a remote's releases are served from (its own port: its own origin, as a CDN would be). */
export const remoteOrigin = (remote: KnownRemoteName) =>
  process.env[`STOREFRONT_${remote.toUpperCase()}_ORIGIN`] ?? `http://localhost:${REMOTE_APPS[remote].port}`;

/** Where the shell's server reads the release pointer: the remotes' CDN origin (the first remote's port on this machine). */
export const pointerUrl = () => process.env.STOREFRONT_POINTER_URL ?? `http://localhost:${REMOTE_APPS.catalogue.port}/mf-remotes.json`;
