import { describe, expect, it } from 'vitest';
import { federationOptions, SINGLETONS, SSR_DIR, sharedSingletons, withSsrRemoteEntry } from './index';
import { REMOTE_APPS, SHELL } from './apps';

const dir = new URL('../../../shell', import.meta.url).pathname;

describe('shared singletons', () => {
  it('shares every singleton of the architecture with a caret range of the installed version', () => {
    const shared = sharedSingletons(dir);
    expect(Object.keys(shared).sort()).toEqual([...SINGLETONS].sort());
    for (const name of ['react', 'react-dom', 'react-router', 'jotai', 'i18next', 'react-i18next', '@storefront/platform', '@storefront/contracts']) {
      const entry = shared[name];
      expect(entry?.singleton, name).toBe(true);
      expect(entry?.requiredVersion, name).toBe(`^${entry?.version}`);
      expect(entry?.version, name).toMatch(/^\d+\.\d+\.\d+/);
    }
  });
});

describe('federation options', () => {
  const base = { dir, name: 'x', port: 1, title: 't', entry: './src/index.ts' };

  it('makes a host with no remotes at build time', () => {
    const options = federationOptions(base);
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.manifest).toBe(true);
    expect(options).toMatchObject({ remotes: {}, dts: false });
  });

  it('makes a remote that exposes its modules and generates their types', () => {
    const options = federationOptions({ ...base, exposes: { './routes': './src/routes.ts' } });
    expect(options).toMatchObject({ filename: 'remoteEntry.js', exposes: { './routes': './src/routes.ts' } });
    expect(options).toMatchObject({ dts: { generateTypes: { abortOnError: true } } });
  });

  it('gives every app its own port and container name', () => {
    const apps = [SHELL, ...Object.values(REMOTE_APPS)];
    expect(new Set(apps.map((a) => a.port)).size).toBe(apps.length);
    expect(new Set(apps.map((a) => a.container)).size).toBe(apps.length);
  });
});

describe('server-rendering manifest', () => {
  it('points the browser manifest to the Node container, as the dual target would', () => {
    const browser = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } } };
    const server = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' } } };
    const merged = withSsrRemoteEntry(browser, server, SSR_DIR);
    expect(merged.metaData.remoteEntry.type).toBe('global');
    expect(merged.metaData.ssrRemoteEntry).toEqual({ name: 'remoteEntry.js', path: 'ssr', type: 'commonjs-module' });
  });
});
