// Owns `storefront-kit release`: builds the remote in the working folder with its own tools, then hands the build to the
// running site's release command (STOREFRONT_SITE_DIR, the site's checkout), which makes it live as any release.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteAt } from '@storefront/mf-config';

/** The environment of a remote's own build: none of the repository's source condition (its packages are built). */
export function ownBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const options = (env.NODE_OPTIONS ?? '').replace(/--conditions[= ]@storefront\/source/g, '').trim();
  return { ...env, NODE_OPTIONS: options };
}

export function release(folder: string, args: readonly string[], env = process.env): number {
  const remote = remoteAt(folder);
  const site = env.STOREFRONT_SITE_DIR;
  if (!site) {
    console.error("Set STOREFRONT_SITE_DIR to the running site's checkout: its release command makes the build live.");
    return 2;
  }
  const labelAt = args.indexOf('--label');
  const label = labelAt >= 0 ? args[labelAt + 1] : undefined;
  const out = mkdtempSync(join(tmpdir(), `release-${remote.name}-`));
  try {
    const built = spawnSync('npx', ['rsbuild', 'build'], {
      cwd: folder,
      stdio: 'inherit',
      env: { ...ownBuildEnv(env), STOREFRONT_DIST_DIR: out, ...(label ? { STOREFRONT_RELEASE_LABEL: label } : {}) },
    });
    if (built.status !== 0) return built.status ?? 1;
    const published = spawnSync('npm', ['run', '--silent', 'release', '--', folder, '--built', out, ...(label ? ['--label', label] : [])], {
      cwd: site,
      stdio: 'inherit',
      env,
    });
    return published.status ?? 1;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
