import { describe, expect, it } from 'vitest';
import { defineStorefrontApp, federationOptions, SINGLETONS, SSR_DIR, sharedSingletons, withSsrRemoteEntry } from './index';
import provideRuntimeLibraries from './provideRuntimeLibraries';
import { RUNTIME_LIBRARY_GLOBALS, runtimeLibraryExternals } from './runtimeLibraries';
import { REMOTES, SHELL } from './apps';

const dir = new URL('../../../shell', import.meta.url).pathname;

describe('shared singletons', () => {
  it('shares every singleton of the architecture with a caret range of the installed version', () => {
    const shared = sharedSingletons(dir);
    expect(Object.keys(shared).sort()).toEqual([...SINGLETONS].sort());
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      'jotai',
      'i18next',
      'react-i18next',
      '@storefront/platform',
      '@storefront/contracts',
    ]) {
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

  it('has the shell give its federation libraries to the remotes, whose browser builds leave theirs out', () => {
    expect(federationOptions(base).runtimePlugins?.some((path) => path.endsWith('/provideRuntimeLibraries.ts'))).toBe(true);
    expect(federationOptions({ ...base, exposes: { './routes': './src/routes.ts' } })).not.toHaveProperty('runtimePlugins');
    const remote = defineStorefrontApp({ ...base, exposes: { './routes': './src/routes.ts' } });
    expect(remote.environments?.web?.output?.externals).toEqual({
      '@module-federation/sdk': 'global _STOREFRONT_FEDERATION_SDK',
      '@module-federation/error-codes': 'global _STOREFRONT_FEDERATION_ERROR_CODES',
    });
    expect(defineStorefrontApp(base).environments?.web?.output?.externals).toBeUndefined();
    expect(runtimeLibraryExternals()).toEqual(remote.environments?.web?.output?.externals);
  });

  it("puts the shell's own copy of each library under its global: the ES modules its bundler runtime imports", async () => {
    const scope = globalThis as Record<string, unknown>;
    for (const name of Object.values(RUNTIME_LIBRARY_GLOBALS)) delete scope[name];
    expect(provideRuntimeLibraries().name).toBe('storefront:provide-runtime-libraries');
    for (const [request, name] of Object.entries(RUNTIME_LIBRARY_GLOBALS)) expect(scope[name], request).toBe(await import(request));
    expect(typeof (scope[RUNTIME_LIBRARY_GLOBALS['@module-federation/sdk']] as { loadScript?: unknown }).loadScript).toBe('function');
  });

  it('gives every app its own port and container name', () => {
    const apps = [SHELL, ...REMOTES];
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
